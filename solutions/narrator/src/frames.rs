//! A traced move as frames: what a reader steps through, one board and one sentence each.
//!
//! The trace has a step for the scoop, each stone dropped, each relay, the rest and the
//! capture. A frame is made for each, except that a relay and the scoop it leads to are one
//! frame ("pit 7 was not empty: scoop its 6 stones and go on"). Everything is decided by the
//! trace: the book's pictures and the course tool's `show` only draw the frames.

use ayoayo::{Pit, Player, StepKind};

use crate::layout::{BoardOf, Layout, Traced};
use crate::system::{AtRest, System};
use crate::words::{capitalise, count, player_name as name, thousands};

/// What a pit is in a frame: each role is drawn in its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// The pit the move started from: skipped on a lap in Ayòayò and Oware, sown into on
    /// each lap in Lagos, Awari and Kalah ([`System::sows_origin`]).
    Origin,
    /// The pit the current step acts on: scooped, or dropped into.
    Active,
    /// The pit where the move came to rest.
    End,
    /// The pit whose stones were captured.
    Captured,
    /// A pit the author of a picture marked.
    Marked,
}

impl Role {
    /// Every role, in the order a legend lists them.
    pub const ALL: [Role; 5] = [
        Role::Origin,
        Role::Active,
        Role::End,
        Role::Captured,
        Role::Marked,
    ];

    /// A short name for the role (the book's CSS class).
    pub fn class(self) -> &'static str {
        match self {
            Role::Origin => "origin",
            Role::Active => "active",
            Role::End => "end",
            Role::Captured => "captured",
            Role::Marked => "marked",
        }
    }

    /// What the role means, for a legend of a picture of `system`'s board: whether the
    /// origin is sown into depends on the system's route.
    ///
    /// ```
    /// use ayoayo_narrator::{Role, system::System};
    /// assert_eq!(Role::Origin.label(System::Oware), "start of the move (never sown into)");
    /// assert_eq!(Role::Origin.label(System::Kalah), "start of the move (sown into on each lap)");
    /// ```
    pub fn label(self, system: System) -> &'static str {
        match self {
            Role::Origin if system.sows_origin() => "start of the move (sown into on each lap)",
            Role::Origin => "start of the move (never sown into)",
            Role::Active => "this step",
            Role::End => "where the move ends",
            Role::Captured => "captured",
            Role::Marked => "marked",
        }
    }
}

/// One picture of a move: the board, the roles of its pits, and what just happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame<B = ayoayo::Board> {
    pub board: B,
    pub marks: Vec<(Pit, Role)>,
    pub caption: String,
}

/// Every frame of a move, from the board before it to the capture (or, for a move that never
/// ends, to the frame that says so). `marks` are pits marked throughout.
///
/// A move of more than `max_frames` stone-by-stone frames is told a sowing per frame, and if
/// even that is too long, its middle sowings are summed up in one frame.
///
/// ```
/// use ayoayo::{OPENING, trace_move};
/// let frames = ayoayo_narrator::frames(&trace_move(OPENING, 3), &[], 300);
/// assert_eq!(frames[0].caption, "South is about to sow pit 3, which holds 4 stones");
/// assert_eq!(frames.last().unwrap().caption, "Capture 6 stones from pit 11, opposite pit 0");
/// ```
pub fn frames<T: Traced>(trace: &T, marks: &[Pit], max_frames: usize) -> Vec<Frame<BoardOf<T>>> {
    let by_stone = Walk::new(trace, marks, false).run();
    if by_stone.len() <= max_frames {
        return by_stone;
    }
    let by_sowing = Walk::new(trace, marks, true).run();
    if by_sowing.len() <= max_frames {
        return by_sowing;
    }
    elide(by_sowing, max_frames)
}

/// Keeps the first and last frames of a very long move, `max_frames` in all, with one frame
/// between them that says how many were left out, on the board the move had reached there.
fn elide<B: Clone>(frames: Vec<Frame<B>>, max_frames: usize) -> Vec<Frame<B>> {
    let keep_first = max_frames / 2;
    let keep_last = max_frames - keep_first - 1;
    let skipped = frames.len() - keep_first - keep_last;
    let resume = frames.len() - keep_last;
    let gap = Frame {
        caption: format!(
            "… {} more sowings, each like the ones before …",
            thousands(skipped)
        ),
        ..frames[resume - 1].clone()
    };
    let mut kept = frames;
    let tail = kept.split_off(resume);
    kept.truncate(keep_first);
    kept.push(gap);
    kept.extend(tail);
    kept
}

/// The move's outcome in one sentence: where it ended after how many sowings and what was
/// captured, or that it never ends and so may not be played.
///
/// ```
/// use ayoayo::{OPENING, trace_move};
/// assert_eq!(
///     ayoayo_narrator::summary(&trace_move(OPENING, 3)),
///     "The move ends in pit 0 after 4 sowings (20 stones dropped): South captures 6 stones \
///      from pit 11."
/// );
/// ```
pub fn summary<T: Traced>(trace: &T) -> String {
    let mover = trace.mover();
    let (mut sowings, mut dropped) = (0, 0);
    let (mut end, mut captured, mut at_rest) = (None, None, None);
    let mut taken = [0usize; 2];
    for (kind, board) in trace.steps() {
        match kind {
            StepKind::Scoop { .. } => sowings += 1,
            StepKind::Drop { .. } => dropped += 1,
            StepKind::Rest { pit } => {
                end = Some(pit);
                at_rest = rules_at_rest(trace, board, pit);
            }
            StepKind::Capture { pit, stones } => {
                captured = Some((pit, stones));
                taken[mover as usize] += usize::from(stones);
            }
            StepKind::Take { stones, by, .. } => taken[by as usize] += usize::from(stones),
            StepKind::Relay { .. } | StepKind::Endless { .. } | StepKind::Store { .. } => {}
        }
    }
    let Some(end) = end else {
        let rule = if trace.system().is_none() {
            " (rule 6)"
        } else {
            ""
        };
        return format!(
            "The move never ends, so {} may not play pit {} on this board{rule}.",
            name(mover),
            trace.start()
        );
    };
    if trace.system().is_some() {
        let aside = at_rest.map_or(String::new(), |rule| {
            format!("; {}", rule_in_words(mover, &rule))
        });
        return format!(
            "The move ends in {} after {} ({} dropped): {}{aside}.",
            T::Layout::bin_name(end),
            count(sowings, "sowing"),
            count(dropped, "stone"),
            captures_in_words(mover, taken)
        );
    }
    let capture = match captured {
        None => format!(
            "pit {end} is {}'s, so nothing is captured",
            name(T::Layout::owner(end))
        ),
        Some((pit, 0)) => format!("pit {pit}, opposite, is empty, so nothing is captured"),
        Some((pit, stones)) => format!(
            "{} captures {} from pit {pit}",
            name(mover),
            count(stones.into(), "stone")
        ),
    };
    format!(
        "The move ends in pit {end} after {} ({} dropped): {capture}.",
        count(sowings, "sowing"),
        count(dropped, "stone")
    )
}

/// What a Part II system's rules decide at rest, beyond captures, for a move of `trace` that
/// rests in `last` on `board`; `None` for Part I's trace, told in its own words.
fn rules_at_rest<T: Traced>(trace: &T, board: BoardOf<T>, last: Pit) -> Option<AtRest> {
    let system = System::named(trace.system()?)?;
    system.at_rest(board.as_ref(), trace.mover(), last)
}

/// A rule at rest in words: "a last stone in one's own store earns another move: South plays
/// again", "taking pits 7 and 6 would leave North no stone (a grand slam), so nothing is taken".
fn rule_in_words(mover: Player, rule: &AtRest) -> String {
    let mover_name = name(mover);
    match rule {
        AtRest::PlaysAgain => {
            format!("a last stone in one's own store earns another move: {mover_name} plays again")
        }
        AtRest::ExtraMoveOnce => format!(
            "a last stone in one's own store earns an extra move, one a turn: {mover_name} sows \
             again, unless this sowing already was the turn's extra move"
        ),
        AtRest::GameOver => "a last stone in one's own store earns another move, but a row of \
                             pits is now empty: the game is over"
            .to_string(),
        AtRest::GrandSlam { pits } => {
            let pits: Vec<String> = pits.iter().map(ToString::to_string).collect();
            let chain = match pits.split_last() {
                Some((only, [])) => format!("pit {only}"),
                Some((last, others)) => format!("pits {} and {last}", others.join(", ")),
                None => "the chain".to_string(),
            };
            format!(
                "taking {chain} would leave {} no stone (a grand slam), so nothing is taken",
                name(mover.other())
            )
        }
    }
}

/// What each player captured in a Part II move, the mover first: "South captures 5 stones",
/// "North captures 4 stones and South 4 stones", "nothing is captured".
fn captures_in_words(mover: Player, taken: [usize; 2]) -> String {
    let [first, second] = [mover, mover.other()].map(|player| (player, taken[player as usize]));
    match (first, second) {
        ((_, 0), (_, 0)) => "nothing is captured".to_string(),
        ((player, n), (_, 0)) | ((_, 0), (player, n)) => {
            format!("{} captures {}", name(player), count(n, "stone"))
        }
        ((one, n), (other, m)) => format!(
            "{} captures {} and {} {}",
            name(one),
            count(n, "stone"),
            name(other),
            count(m, "stone")
        ),
    }
}

/// Walks a trace's steps in order, keeping what a caption needs to know.
struct Walk<'a, T: Traced> {
    trace: &'a T,
    marks: &'a [Pit],
    mover: Player,
    /// A sowing per frame instead of a stone per frame.
    by_sowing: bool,
    frames: Vec<Frame<BoardOf<T>>>,
    /// Stones still in hand, during a sowing.
    in_hand: u8,
    /// The pit the last stone went into (or the pit just scooped).
    at: Pit,
    /// The pit a relay is about to scoop, between the relay step and its scoop.
    relay: Option<Pit>,
    /// The pits sown in the current sowing, for a frame per sowing.
    sown: Vec<Pit>,
    /// The bins the current sowing passed over (the move's origin, a store that is not sown),
    /// each once, for a frame per sowing.
    passed_over: Vec<Pit>,
    /// What the current sowing's scoop said, for a frame per sowing.
    scooped: String,
}

impl<'a, T: Traced> Walk<'a, T> {
    fn new(trace: &'a T, marks: &'a [Pit], by_sowing: bool) -> Self {
        Walk {
            trace,
            marks,
            mover: trace.mover(),
            by_sowing,
            frames: Vec::new(),
            in_hand: 0,
            at: trace.start(),
            relay: None,
            sown: Vec::new(),
            passed_over: Vec::new(),
            scooped: String::new(),
        }
    }

    fn run(mut self) -> Vec<Frame<BoardOf<T>>> {
        let (board, start) = (self.trace.board(), self.trace.start());
        let stones = self.trace.steps().find_map(|(kind, _)| match kind {
            StepKind::Scoop { stones, .. } => Some(stones),
            _ => None,
        });
        let caption = format!(
            "{} is about to sow pit {start}, which holds {}",
            name(self.mover),
            count(stones.unwrap_or(0).into(), "stone")
        );
        self.push(board, &[], caption);
        for (kind, board) in self.trace.steps() {
            self.step(kind, board);
        }
        self.frames
    }

    /// Adds a frame: the origin is marked in every frame, with the marked pits.
    fn push(&mut self, board: BoardOf<T>, roles: &[(Pit, Role)], caption: String) {
        let marks = std::iter::once((self.trace.start(), Role::Origin))
            .chain(roles.iter().copied())
            .chain(self.marks.iter().map(|&pit| (pit, Role::Marked)))
            .collect();
        self.frames.push(Frame {
            board,
            marks,
            caption: capitalise(&caption),
        });
    }

    fn step(&mut self, kind: StepKind, board: BoardOf<T>) {
        match kind {
            StepKind::Scoop { pit, stones } => self.scoop(pit, stones, board),
            StepKind::Drop { pit } => self.drop(pit, board),
            StepKind::Relay { pit } => {
                self.relay = Some(pit);
                if self.by_sowing {
                    let caption = format!(
                        "{}: {}; the last lands in pit {pit}, which was not empty",
                        self.scooped,
                        self.sown_pits()
                    );
                    self.push(board, &[(pit, Role::Active)], caption);
                }
            }
            StepKind::Rest { pit } => self.rest(pit, board),
            StepKind::Capture { pit, stones } if self.trace.system().is_some() => {
                let caption = format!("capture {} from pit {pit}", count(stones.into(), "stone"));
                self.push(board, &[(pit, Role::Captured)], caption);
            }
            StepKind::Take { pit, stones, by } => {
                // Lagos: the four go to the row's owner while stones are in hand, to the mover
                // with the last stone.
                let (with, who) = match self.in_hand {
                    0 => (" with the last stone", "the mover"),
                    _ => ("", "whose row it is"),
                };
                let caption = format!(
                    "pit {pit} now holds {}{with}: {}, {who}, takes them",
                    count(stones.into(), "stone"),
                    name(by)
                );
                self.push(board, &[(pit, Role::Captured)], caption);
            }
            StepKind::Store { bin, stones } => {
                let caption = format!(
                    "{} gets {}",
                    T::Layout::bin_name(bin),
                    count(stones.into(), "stone")
                );
                self.push(board, &[(bin, Role::Active)], caption);
            }
            StepKind::Capture { pit, stones } => {
                let end = T::Layout::opposite(pit);
                let caption = if stones == 0 {
                    format!("pit {pit}, opposite pit {end}, is empty: nothing to capture")
                } else {
                    format!(
                        "capture {} from pit {pit}, opposite pit {end}",
                        count(stones.into(), "stone")
                    )
                };
                // An empty opposite pit is not drawn as captured: nothing left it.
                let roles = [(end, Role::End), (pit, Role::Captured)];
                let roles = if stones == 0 { &roles[..1] } else { &roles[..] };
                self.push(board, roles, caption);
            }
            StepKind::Endless {
                after_sowings,
                cycle,
            } => self.endless(after_sowings, cycle, board),
        }
    }

    fn scoop(&mut self, pit: Pit, stones: u8, board: BoardOf<T>) {
        let stones_word = count(stones.into(), "stone");
        let caption = match self.relay.take() {
            Some(_) => format!("pit {pit} was not empty: scoop its {stones_word} and go on"),
            None => format!("scoop the {stones_word} of pit {pit} into the hand"),
        };
        (self.in_hand, self.at) = (stones, pit);
        self.sown.clear();
        self.passed_over.clear();
        if self.by_sowing {
            self.scooped = caption;
        } else {
            self.push(board, &[(pit, Role::Active)], caption);
        }
    }

    fn drop(&mut self, pit: Pit, board: BoardOf<T>) {
        let passed = T::Layout::next_pit(self.at);
        let skipped = passed != pit;
        (self.in_hand, self.at) = (self.in_hand.saturating_sub(1), pit);
        self.sown.push(pit);
        if skipped && !self.passed_over.contains(&passed) {
            self.passed_over.push(passed);
        }
        if self.by_sowing {
            return;
        }
        let drop = match (self.in_hand, T::Layout::is_store(pit)) {
            (0, _) => format!("drop the last stone in {}", T::Layout::bin_name(pit)),
            (left, true) => format!(
                "drop a stone in {}, with {left} left in hand",
                T::Layout::bin_name(pit)
            ),
            (left, false) => format!("drop a stone in pit {pit} ({left} left in hand)"),
        };
        let caption = if skipped && passed == self.trace.start() {
            format!(
                "pass over pit {}, where the move started, and {drop}",
                self.trace.start()
            )
        } else if skipped {
            format!("pass over {} and {drop}", T::Layout::bin_name(passed))
        } else {
            drop
        };
        self.push(board, &[(pit, Role::Active)], caption);
    }

    fn rest(&mut self, pit: Pit, board: BoardOf<T>) {
        if self.trace.system().is_some() {
            let aside = rules_at_rest(self.trace, board, pit).map_or(String::new(), |rule| {
                format!("; {}", rule_in_words(self.mover, &rule))
            });
            let rest = format!(
                "the sowing ends in {}, where the last stone fell{aside}",
                T::Layout::bin_name(pit)
            );
            let caption = if self.by_sowing {
                format!("{}: {}; {rest}", self.scooped, self.sown_pits())
            } else {
                rest
            };
            return self.push(board, &[(pit, Role::End)], caption);
        }
        let mover = name(self.mover);
        let side = if T::Layout::owner(pit) == self.mover {
            let facing = T::Layout::opposite(pit);
            format!("it is {mover}'s own side, so {mover} captures pit {facing}, opposite")
        } else {
            let side = name(T::Layout::owner(pit));
            format!("it is {side}'s side, so {mover} captures nothing")
        };
        let rest = format!("pit {pit} was empty, so the sowing ends there: {side}");
        let caption = if self.by_sowing {
            format!("{}: {}; {rest}", self.scooped, self.sown_pits())
        } else {
            rest
        };
        self.push(board, &[(pit, Role::End)], caption);
    }

    fn endless(&mut self, after_sowings: usize, cycle: usize, board: BoardOf<T>) {
        let relay = self.relay.take();
        let goes_on = match relay {
            Some(pit) => format!("pit {pit} was not empty either, and so on: "),
            None => String::new(),
        };
        let back_to = match after_sowings.saturating_sub(cycle) {
            0 => "the board it started from".to_string(),
            1 => "where it was after the first sowing".to_string(),
            before => format!("where it was after sowing {}", thousands(before)),
        };
        let caption = format!(
            "{goes_on}the relay comes back to an earlier state after {} sowings \
             ({back_to}) and would go round for ever, {} sowings a lap: this move is \
             not permissible",
            thousands(after_sowings),
            thousands(cycle)
        );
        let next: Vec<(Pit, Role)> = relay.map(|pit| (pit, Role::Active)).into_iter().collect();
        self.push(board, &next, caption);
    }

    /// The pits of the current sowing in words, for a frame per sowing, with the bins it
    /// passed over: `one stone each in pits 1 to 6, passing over pit 3, where the move started`.
    /// A hand that goes round the board more than once is told lap by lap (`one stone each in
    /// pits 1 to 11 and round again in pits 1 to 3`): no pit is said to get one stone that got two.
    fn sown_pits(&self) -> String {
        let Some(&first) = self.sown.first() else {
            return "no stones".to_string();
        };
        // A new lap begins each time a stone comes back to the sowing's first pit.
        let mut laps: Vec<Vec<Pit>> = Vec::new();
        for &pit in &self.sown {
            match laps.last_mut() {
                Some(lap) if pit != first => lap.push(pit),
                _ => laps.push(vec![pit]),
            }
        }
        let sown = if self.sown.len() == 1 {
            format!("one stone in {}", T::Layout::bin_name(first))
        } else {
            let laps: Vec<String> = laps
                .iter()
                .map(|lap| pits_in_words::<T::Layout>(lap))
                .collect();
            format!("one stone each in {}", laps.join(" and round again in "))
        };
        let start = self.trace.start();
        let passed: Vec<String> = (self.passed_over.iter())
            .map(|&bin| match bin == start {
                true => format!("pit {bin}, where the move started"),
                false => T::Layout::bin_name(bin),
            })
            .collect();
        match passed.is_empty() {
            true => sown,
            false => format!("{sown}, passing over {}", passed.join(" and ")),
        }
    }
}

/// Bins sown one after the other, as a reader counts them: "pit 4", "pits 2 and 3", "pits 4 to
/// 7", and a run that wraps past the last bin split there: "pits 8 to 11 and 0", not "pits 8
/// to 0". A store is named as one ("pits 4 and 5, South's store (bin 6), pits 7 and 8"). A bin
/// passed over inside a run is named by the caller.
fn pits_in_words<L: Layout>(bins: &[Pit]) -> String {
    // Runs of pits in increasing order, between the stores.
    let mut groups: Vec<Result<Vec<(Pit, Pit)>, Pit>> = Vec::new();
    for &bin in bins {
        match groups.last_mut() {
            _ if L::is_store(bin) => groups.push(Err(bin)),
            Some(Ok(runs)) => match runs.last_mut() {
                Some((_, to)) if bin > *to => *to = bin,
                _ => runs.push((bin, bin)),
            },
            _ => groups.push(Ok(vec![(bin, bin)])),
        }
    }
    let groups: Vec<String> = (groups.into_iter())
        .map(|group| match group {
            Err(store) => L::bin_name(store),
            Ok(runs) => pit_runs_in_words(&runs),
        })
        .collect();
    groups.join(", ")
}

/// Runs of pits, each `(first, last)`: "pit 4", "pits 2 and 3", "pits 8 to 11 and 0".
fn pit_runs_in_words(runs: &[(Pit, Pit)]) -> String {
    let items: Vec<String> = (runs.iter())
        .flat_map(|&(from, to)| match to - from {
            0 => vec![from.to_string()],
            1 => vec![from.to_string(), to.to_string()],
            _ => vec![format!("{from} to {to}")],
        })
        .collect();
    match items.split_last() {
        Some((last, [])) if !last.contains(' ') => format!("pit {last}"),
        Some((last, [])) => format!("pits {last}"),
        Some((last, others)) => format!("pits {} and {last}", others.join(", ")),
        None => "no pits".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ayoayo::{Board, OPENING, Step, Trace, next_pit, trace_move};

    /// The book's limit: a move of up to this many frames is told stone by stone.
    const MAX_FRAMES: usize = 300;

    fn captions(board: Board, start: Pit) -> Vec<String> {
        frames(&trace_move(board, start), &[], MAX_FRAMES)
            .into_iter()
            .map(|frame| frame.caption)
            .collect()
    }

    #[test]
    fn the_opening_move_from_pit_3_reads_step_by_step() {
        let captions = captions(OPENING, 3);
        assert_eq!(
            captions[..3],
            [
                "South is about to sow pit 3, which holds 4 stones",
                "Scoop the 4 stones of pit 3 into the hand",
                "Drop a stone in pit 4 (3 left in hand)",
            ]
        );
        assert!(captions.contains(&"Drop the last stone in pit 7".to_string()));
        assert!(captions.contains(&"Pit 7 was not empty: scoop its 5 stones and go on".into()));
        assert!(
            captions.contains(
                &"Pass over pit 3, where the move started, and drop a stone in pit 4 \
              (2 left in hand)"
                    .to_string()
            )
        );
        assert_eq!(
            captions.last().unwrap(),
            "Capture 6 stones from pit 11, opposite pit 0"
        );
    }

    #[test]
    fn every_frame_marks_the_origin_and_the_last_marks_end_and_capture() {
        let frames = frames(&trace_move(OPENING, 3), &[9], MAX_FRAMES);
        assert!(frames.iter().all(|f| f.marks.contains(&(3, Role::Origin))));
        assert!(frames.iter().all(|f| f.marks.contains(&(9, Role::Marked))));
        let last = frames.last().unwrap();
        assert_eq!(last.board, [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]);
        assert!(last.marks.contains(&(0, Role::End)));
        assert!(last.marks.contains(&(11, Role::Captured)));
    }

    #[test]
    fn a_move_that_ends_on_the_other_side_captures_nothing() {
        let captions = captions(OPENING, 0);
        assert_eq!(
            captions.last().unwrap(),
            "Pit 9 was empty, so the sowing ends there: it is North's side, so South \
             captures nothing"
        );
        assert!(
            summary(&trace_move(OPENING, 0)).ends_with("pit 9 is North's, so nothing is captured.")
        );
    }

    const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];

    #[test]
    fn an_endless_move_ends_with_its_cycle() {
        let captions = captions(ENDLESS, 1);
        let last = captions.last().unwrap();
        assert!(
            last.contains("after 639 sowings (where it was after the first sowing)"),
            "{last}"
        );
        assert!(last.contains("would go round for ever, 638 sowings a lap"));
        assert_eq!(
            summary(&trace_move(ENDLESS, 1)),
            "The move never ends, so South may not play pit 1 on this board (rule 6)."
        );
    }

    #[test]
    fn fewer_frames_allowed_tell_the_move_a_sowing_per_frame() {
        let frames = frames(&trace_move(OPENING, 3), &[], 20);
        let captions: Vec<&str> = frames.iter().map(|f| f.caption.as_str()).collect();
        assert_eq!(captions.len(), 6, "{captions:#?}");
        assert_eq!(
            captions[1],
            "Scoop the 4 stones of pit 3 into the hand: one stone each in pits 4 to 7; the last \
             lands in pit 7, which was not empty"
        );
        // The third sowing, from pit 0, goes round pit 3, where the move started (rule 4).
        assert!(
            captions[3].contains(
                "one stone each in pits 1 to 6, passing over pit 3, where the move started; the \
                 last lands in pit 6"
            ),
            "{}",
            captions[3]
        );
        assert!(!captions[2].contains("passing over"), "{}", captions[2]);
    }

    #[test]
    fn a_hand_that_laps_the_board_is_told_lap_by_lap() {
        // Fourteen stones from pit 0: eleven go once round, the last three round again.
        let board = [14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        let first = &frames(&trace_move(board, 0), &[], 12)[1];
        assert_eq!(
            first.caption,
            "Scoop the 14 stones of pit 0 into the hand: one stone each in pits 1 to 11 and \
             round again in pits 1 to 3, passing over pit 0, where the move started; the last \
             lands in pit 3, which was not empty"
        );
        // Twenty-four stones from pit 10: twice round, then two more, in pits 11 and 0.
        let board = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 24, 0];
        let first = &frames(&trace_move(board, 10), &[], 12)[1];
        assert!(
            first.caption.contains(
                "one stone each in pits 11 and 0 to 9 and round again in pits 11 and 0 to 9 and \
                 round again in pits 11 and 0, passing over pit 10"
            ),
            "{}",
            first.caption
        );
    }

    #[test]
    fn a_long_move_is_shown_a_sowing_per_frame_and_elided() {
        // A made-up trace of 400 sowings of one stone each: too long even a sowing per frame.
        let mut steps = Vec::new();
        for sowing in 0..400 {
            let pit = sowing % 12;
            let board = [1; 12];
            let kinds = [
                StepKind::Scoop { pit, stones: 1 },
                StepKind::Drop { pit: next_pit(pit) },
                StepKind::Relay { pit: next_pit(pit) },
            ];
            steps.extend(kinds.map(|kind| Step { kind, board }));
        }
        let trace = Trace {
            board: [1; 12],
            start: 0,
            steps,
        };
        let frames = frames(&trace, &[], MAX_FRAMES);
        assert_eq!(frames.len(), MAX_FRAMES);
        assert!(
            frames[2].caption.starts_with(
                "Pit 1 was not empty: scoop its 1 stone and go on: one stone in pit 2;"
            ),
            "{}",
            frames[2].caption
        );
        assert_eq!(
            frames[MAX_FRAMES / 2].caption,
            "… 102 more sowings, each like the ones before …"
        );
    }

    /// Part II: the captions of a move traced by the toolkit under a system's rules.
    fn captions_of<const N: usize>(trace: &ayoayo::toolkit::trace::Trace<N>) -> Vec<String>
    where
        ayoayo::toolkit::trace::Trace<N>: Traced,
    {
        frames(trace, &[], MAX_FRAMES)
            .into_iter()
            .map(|frame| frame.caption)
            .collect()
    }

    #[test]
    fn a_kalah_move_passes_over_the_opponent_s_store_and_ends_in_its_own() {
        use ayoayo::toolkit::trace::trace_move;
        let mut bins = [0; 14];
        bins[5] = 9;
        let trace = trace_move(&ayoayo::kalah::RULES, bins, Player::South, 5);
        let captions = captions_of(&trace);
        assert!(
            captions.contains(
                &"Pass over North's store (bin 13) and drop a stone in pit 0 (1 left in hand)"
                    .to_string()
            ),
            "{captions:#?}"
        );
        let kalah = [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
        let trace = trace_move(&ayoayo::kalah::RULES, kalah, Player::South, 2);
        assert_eq!(
            captions_of(&trace).last().unwrap(),
            "The sowing ends in South's store (bin 6), where the last stone fell; a last stone in \
             one's own store earns another move: South plays again"
        );
        assert_eq!(
            summary(&trace),
            "The move ends in South's store (bin 6) after 1 sowing (4 stones dropped): nothing \
             is captured; a last stone in one's own store earns another move: South plays again."
        );
    }

    #[test]
    fn a_last_stone_in_one_s_own_store_says_who_moves_next() {
        use ayoayo::toolkit::trace::trace_move;
        // Awari's opening, pit 3: the third token lands in South's store, an extra move.
        let awari = [3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0];
        let trace = trace_move(&ayoayo::awari::RULES, awari, Player::South, 3);
        let last = captions_of(&trace).pop().unwrap();
        assert!(
            last.ends_with(
                "a last stone in one's own store earns an extra move, one a turn: South sows again, \
                 unless this sowing already was the turn's extra move"
            ),
            "{last}"
        );
        // North's last stone reaches its goal and empties its own row: the game is over.
        let mut kalah = [0; 14];
        (kalah[12], kalah[3]) = (1, 5);
        let trace = trace_move(&ayoayo::kalah::RULES, kalah, Player::North, 12);
        assert!(
            summary(&trace).ends_with("a row of pits is now empty: the game is over."),
            "{}",
            summary(&trace)
        );
        // A last stone anywhere else says nothing of another move.
        let trace = trace_move(
            &ayoayo::kalah::RULES,
            ayoayo::kalah::STANDARD_BOARD,
            Player::South,
            0,
        );
        assert!(!summary(&trace).contains("again"), "{}", summary(&trace));
    }

    #[test]
    fn an_oware_grand_slam_says_the_capture_it_does_not_make() {
        use ayoayo::toolkit::trace::trace_move;
        let rules = &ayoayo::oware::RULES;
        let slam = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0];
        let trace = trace_move(rules, slam, Player::South, 5);
        assert_eq!(
            captions_of(&trace).last().unwrap(),
            "The sowing ends in pit 7, where the last stone fell; taking pits 7 and 6 would leave \
             North no stone (a grand slam), so nothing is taken"
        );
        assert!(
            summary(&trace).ends_with(
                "nothing is captured; taking pits 7 and 6 would leave North no stone (a grand \
                 slam), so nothing is taken."
            ),
            "{}",
            summary(&trace)
        );
        // The same chain with a stone left to North is taken, and no grand slam is named.
        let taken = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 1];
        let trace = trace_move(rules, taken, Player::South, 5);
        assert!(
            summary(&trace).ends_with("South captures 5 stones."),
            "{}",
            summary(&trace)
        );
    }

    #[test]
    fn an_awari_capture_empties_two_bins_into_the_store() {
        use ayoayo::toolkit::trace::trace_move;
        let mut bins = [0; 14];
        (bins[0], bins[11], bins[4]) = (1, 3, 1);
        let trace = trace_move(&ayoayo::awari::RULES, bins, Player::South, 0);
        let captions = captions_of(&trace);
        assert_eq!(
            captions[captions.len() - 3..],
            [
                "Capture 1 stone from pit 1",
                "Capture 3 stones from pit 11",
                "South's store (bin 6) gets 4 stones"
            ]
        );
        assert!(summary(&trace).ends_with("South captures 4 stones."));
    }

    #[test]
    fn a_lagos_four_is_taken_by_the_row_s_owner_and_an_endless_relay_names_no_rule_6() {
        use ayoayo::toolkit::trace::trace_move;
        let rules = &ayoayo::lagos::RULES;
        let trace = trace_move(
            rules,
            [0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 0],
            Player::South,
            5,
        );
        assert!(
            captions_of(&trace)
                .contains(&"Pit 6 now holds 4 stones: North, whose row it is, takes them".into())
        );
        assert!(
            summary(&trace).ends_with("North captures 4 stones."),
            "{}",
            summary(&trace)
        );
        let endless = trace_move(
            rules,
            [1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0],
            Player::South,
            1,
        );
        assert_eq!(
            summary(&endless),
            "The move never ends, so South may not play pit 1 on this board."
        );
    }

    #[test]
    fn a_sowing_that_wraps_or_sows_two_pits_names_them_as_a_reader_counts() {
        // Pit 7's five stones go into 8, 9, 10, 11 and 0: not "pits 8 to 0".
        let frames = frames(&trace_move(OPENING, 3), &[], 20);
        assert!(
            frames[2]
                .caption
                .contains("one stone each in pits 8 to 11 and 0;"),
            "{}",
            frames[2].caption
        );
        assert!(
            frames[4]
                .caption
                .contains("one stone each in pits 7 to 11 and 0;"),
            "{}",
            frames[4].caption
        );
        // Two stones go into two pits: "pits 2 and 3", not "pits 2 to 3".
        let frames = frames_of_endless_by_sowing();
        assert!(
            frames[1]
                .caption
                .contains("one stone each in pits 2 and 3;"),
            "{}",
            frames[1].caption
        );
    }

    fn frames_of_endless_by_sowing() -> Vec<Frame> {
        frames(&trace_move(ENDLESS, 1), &[], 20)
    }

    #[test]
    fn a_last_stone_that_is_captured_is_not_said_to_stay() {
        use ayoayo::toolkit::trace::trace_move;
        // Oware: the last stone is taken with its pit, so it does not stay there.
        let chain = [0, 0, 0, 0, 3, 0, 1, 2, 2, 0, 4, 1];
        let captions = captions_of(&trace_move(&ayoayo::oware::RULES, chain, Player::South, 4));
        assert!(
            captions.contains(&"The sowing ends in pit 7, where the last stone fell".to_string()),
            "{captions:#?}"
        );
        // Lagos: the last stone makes a four and the mover takes it.
        let fours = [3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0];
        let captions = captions_of(&trace_move(&ayoayo::lagos::RULES, fours, Player::South, 0));
        assert!(
            captions
                .contains(&"Pit 1 now holds 4 stones: South, whose row it is, takes them".into()),
            "{captions:#?}"
        );
        assert!(
            captions.contains(
                &"Pit 3 now holds 4 stones with the last stone: South, the mover, takes them"
                    .into()
            ),
            "{captions:#?}"
        );
        assert!(
            captions.iter().all(|c| !c.contains("stays")),
            "{captions:#?}"
        );
    }

    #[test]
    fn a_sowing_through_a_store_names_the_store_among_the_pits() {
        use ayoayo::toolkit::trace::trace_move;
        let mut bins = [0; 14];
        bins[5] = 24;
        let trace = trace_move(&ayoayo::kalah::RULES, bins, Player::South, 5);
        let sowing = &frames(&trace, &[], 2)[1].caption;
        assert!(
            sowing.contains(
                "one stone each in South's store (bin 6), pits 7 to 12 and 0 to 5 and round again \
                 in South's store (bin 6), pits 7 to 12 and 0 to 3, passing over North's store \
                 (bin 13);"
            ),
            "{sowing}"
        );
    }

    #[test]
    fn a_stone_dropped_in_a_store_is_said_to_go_into_the_store() {
        use ayoayo::toolkit::trace::trace_move;
        let awari = [3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0];
        let captions = captions_of(&trace_move(&ayoayo::awari::RULES, awari, Player::South, 3));
        assert!(
            captions.contains(&"Drop the last stone in South's store (bin 6)".to_string()),
            "{captions:#?}"
        );
        let mut bins = [0; 14];
        (bins[4], bins[5]) = (4, 3);
        let captions = captions_of(&trace_move(&ayoayo::awari::RULES, bins, Player::South, 5));
        assert!(
            captions.contains(
                &"Drop a stone in South's store (bin 6), with 2 left in hand".to_string()
            ),
            "{captions:#?}"
        );
        assert!(
            captions.iter().all(|c| !c.contains("pit 6")),
            "{captions:#?}"
        );
    }
}
