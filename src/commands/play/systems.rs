//! Each system of the course as a [`Table`], on its reference module's public functions only.

use ayoayo::{Game, IllegalMove, Outcome, Pit, Player, Score, awari, kalah, lagos, oware, search};

use ayoayo_narrator::{FourteenBins, Layout};

use super::table::Table;

/// Who wins with these two totals, South's first.
fn compare([south, north]: Score) -> Outcome {
    match south.cmp(&north) {
        std::cmp::Ordering::Greater => Outcome::Winner(Player::South),
        std::cmp::Ordering::Less => Outcome::Winner(Player::North),
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}

/// "South to move", "North wins", "a draw".
fn status(outcome: Option<Outcome>, to_move: Player) -> String {
    match outcome {
        None => format!("{to_move:?} to move"),
        Some(Outcome::Winner(player)) => format!("{player:?} wins"),
        Some(Outcome::Draw) => "a draw".to_string(),
    }
}

/// A twelve-pit board with the captured stones and whose move it is.
fn twelve_pits(board: ayoayo::Board, [south, north]: Score, status: String) -> String {
    format!(
        "{}\ncaptured: South {south}, North {north}; {status}",
        ayoayo::draw(board)
    )
}

/// The first and last pit of a player's row of six, on a board of `bins` (12 or 14).
fn row(player: Player, bins: usize) -> (Pit, Pit) {
    let first = player as usize * bins / 2;
    (first, first + 5)
}

/// Why `pit` may not be sown by `mover` on a board of fourteen bins, in Part II's typed words.
fn check_fourteen_bins(bins: [u8; 14], mover: Player, pit: Pit) -> Result<(), IllegalMove> {
    let (first, last) = row(mover, 14);
    match pit {
        14.. => Err(IllegalMove::NoSuchBin(pit)),
        _ if !(first..=last).contains(&pit) => Err(IllegalMove::NotYourBin(pit)),
        _ if bins[pit] == 0 => Err(IllegalMove::EmptyPit(pit)),
        _ => Ok(()),
    }
}

impl Table for Game {
    type Position = search::Ayoayo;
    fn position(&self) -> search::Ayoayo {
        search::Ayoayo {
            board: self.board(),
            score: Game::score(self),
            to_move: Game::to_move(self),
            over: self.is_over(),
        }
    }
    fn show_flag(&self) -> &'static str {
        ""
    }
    fn name(&self) -> &'static str {
        "Ayòayò"
    }
    fn to_move(&self) -> Player {
        Game::to_move(self)
    }
    fn own_pits(&self, player: Player) -> (Pit, Pit) {
        row(player, 12)
    }
    fn legal_moves(&self) -> Vec<Pit> {
        if self.is_over() {
            return Vec::new();
        }
        ayoayo::permissible_moves(self.board(), Game::to_move(self))
    }
    fn play(&self, pit: Pit) -> Result<Game, String> {
        Game::play(self, pit).map_err(|illegal| illegal.to_string())
    }
    fn score(&self) -> Score {
        Game::score(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn picture(&self) -> String {
        self.to_string()
    }
}

impl Table for lagos::Position {
    type Position = Self;
    fn position(&self) -> Self {
        *self
    }
    fn show_flag(&self) -> &'static str {
        " --variant lagos"
    }
    fn name(&self) -> &'static str {
        "Ayòayò as played in Lagos"
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn own_pits(&self, player: Player) -> (Pit, Pit) {
        row(player, 12)
    }
    fn legal_moves(&self) -> Vec<Pit> {
        lagos::permitted_moves(*self)
    }
    fn play(&self, pit: Pit) -> Result<Self, String> {
        lagos::play(*self, pit).map_err(|illegal| illegal.to_string())
    }
    fn score(&self) -> Score {
        self.captured
    }
    fn outcome(&self) -> Option<Outcome> {
        lagos::outcome(*self)
    }
    fn picture(&self) -> String {
        twelve_pits(
            self.board,
            self.captured,
            status(self.outcome(), self.to_move),
        )
    }
}

impl Table for oware::Position {
    type Position = Self;
    fn position(&self) -> Self {
        *self
    }
    fn show_flag(&self) -> &'static str {
        " --variant oware"
    }
    fn name(&self) -> &'static str {
        "Oware (abapa)"
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn own_pits(&self, player: Player) -> (Pit, Pit) {
        row(player, 12)
    }
    fn legal_moves(&self) -> Vec<Pit> {
        oware::legal_moves(*self)
    }
    fn play(&self, pit: Pit) -> Result<Self, String> {
        oware::play(*self, pit).map_err(|illegal| illegal.to_string())
    }
    fn score(&self) -> Score {
        oware::final_score(*self).unwrap_or(self.stores)
    }
    fn outcome(&self) -> Option<Outcome> {
        oware::outcome(*self)
    }
    fn picture(&self) -> String {
        twelve_pits(
            self.houses,
            self.score(),
            status(self.outcome(), self.to_move),
        )
    }
}

/// An Awari game: the position, and every half move so far (the 1978 opponent reads them).
#[derive(Clone, Debug)]
pub struct Awari {
    pub position: awari::Position,
    pub history: Vec<usize>,
}

impl Awari {
    pub fn new() -> Awari {
        Awari {
            position: awari::START,
            history: Vec::new(),
        }
    }
}

impl Table for Awari {
    type Position = awari::Position;
    fn position(&self) -> awari::Position {
        self.position
    }
    fn show_flag(&self) -> &'static str {
        " --variant awari"
    }
    fn name(&self) -> &'static str {
        "Awari"
    }
    fn has_stores(&self) -> bool {
        true
    }
    fn to_move(&self) -> Player {
        self.position.to_move
    }
    fn own_pits(&self, player: Player) -> (Pit, Pit) {
        row(player, 14)
    }
    fn legal_moves(&self) -> Vec<Pit> {
        awari::legal_moves(self.position)
    }
    fn play(&self, pit: Pit) -> Result<Self, String> {
        let position = awari::play(self.position, pit).map_err(|illegal| illegal.to_string())?;
        let history = [self.history.as_slice(), &[pit]].concat();
        Ok(Awari { position, history })
    }
    fn score(&self) -> Score {
        let bins = self.position.bins;
        [bins[6], bins[13]]
    }
    fn outcome(&self) -> Option<Outcome> {
        awari::is_over(self.position.bins).then(|| compare(self.score()))
    }
    fn picture(&self) -> String {
        let [south, north] = self.score();
        format!(
            "{}\nstores: South {south}, North {north}; {}",
            FourteenBins::draw(self.position.bins),
            status(self.outcome(), self.to_move())
        )
    }
}

/// A Kalah game: the board, whose move, and what the last move said.
#[derive(Clone, Debug)]
pub struct Kalah {
    pub board: kalah::Board,
    pub to_move: Player,
    pub said: Option<&'static str>,
}

impl Kalah {
    pub fn new() -> Kalah {
        Kalah {
            board: kalah::STANDARD_BOARD,
            to_move: Player::South,
            said: None,
        }
    }
}

impl Table for Kalah {
    type Position = search::Kalah;
    fn position(&self) -> search::Kalah {
        search::Kalah {
            board: self.board,
            to_move: self.to_move,
        }
    }
    fn show_flag(&self) -> &'static str {
        " --variant kalah"
    }
    fn name(&self) -> &'static str {
        "Kalah"
    }
    fn has_stores(&self) -> bool {
        true
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn own_pits(&self, player: Player) -> (Pit, Pit) {
        row(player, 14)
    }
    fn legal_moves(&self) -> Vec<Pit> {
        if kalah::is_game_over(self.board) {
            return Vec::new();
        }
        (0..14)
            .filter(|&square| kalah::is_legal_move(self.board, self.to_move, square))
            .collect()
    }
    fn play(&self, pit: Pit) -> Result<Self, String> {
        if kalah::is_game_over(self.board) {
            return Err(IllegalMove::GameOver.to_string());
        }
        check_fourteen_bins(self.board, self.to_move, pit)
            .map_err(|illegal| illegal.to_string())?;
        // Scoop the square, then let `distribute` drop one stone per step until none is left.
        let mut board = self.board;
        let stones = std::mem::take(&mut board[pit]);
        let first = kalah::square_next(self.to_move, pit);
        let mut step = kalah::distribute(board, self.to_move, first, stones);
        while step.3 > 0 {
            let (board, player, square, left, _) = step;
            step = kalah::distribute(board, player, square, left);
        }
        let (board, to_move, _, _, said) = step;
        Ok(Kalah {
            board,
            to_move,
            said: Some(said),
        })
    }
    fn score(&self) -> Score {
        [self.board[6], self.board[13]]
    }
    fn outcome(&self) -> Option<Outcome> {
        kalah::is_game_over(self.board).then(|| match kalah::winner(self.board) {
            Some(player) => Outcome::Winner(player),
            None => Outcome::Draw,
        })
    }
    fn picture(&self) -> String {
        let [south, north] = self.score();
        format!(
            "{}\ngoals: South {south}, North {north}; {}",
            FourteenBins::draw(self.board),
            status(self.outcome(), self.to_move)
        )
    }
    fn said(&self) -> Option<&'static str> {
        self.said
    }
}
