//! The facts the book's page "Five rule sets side by side" states about the `Rules` values:
//! board size, stones, what each route skips, which stores are sown, and which systems relay.

use ayoayo::Player::{North, South};
use ayoayo::toolkit::{AYOAYO, Rules};
use ayoayo::{awari, kalah, lagos, oware};

/// The bins a stone of `mover`, in a move from `start`, goes through after each bin in turn.
fn route<const N: usize>(rules: &Rules<N>, mover: ayoayo::Player, start: usize) -> Vec<usize> {
    (0..N).map(|bin| (rules.route)(mover, start, bin)).collect()
}

/// How many bins a system's board has: the `N` of its `Rules<N>`.
fn bins<const N: usize>(_: &Rules<N>) -> usize {
    N
}

#[test]
fn bins_and_stones_are_as_the_table_says() {
    let sizes = [
        bins(&AYOAYO),
        bins(&lagos::RULES),
        bins(&oware::RULES),
        bins(&awari::RULES),
        bins(&kalah::RULES),
    ];
    let stones = [
        AYOAYO.stones,
        lagos::RULES.stones,
        oware::RULES.stones,
        awari::RULES.stones,
        kalah::RULES.stones,
    ];
    assert_eq!(sizes, [12, 12, 12, 14, 14]);
    assert_eq!(stones, [48, 48, 48, 36, 48]);
}

#[test]
fn only_ayoayo_and_lagos_relay() {
    let relays = [
        AYOAYO.relays,
        lagos::RULES.relays,
        oware::RULES.relays,
        awari::RULES.relays,
        kalah::RULES.relays,
    ];
    assert_eq!(relays, [true, true, false, false, false]);
}

#[test]
fn ayoayo_and_oware_skip_the_origin_lagos_skips_nothing() {
    // From pit 2, in a move that began in pit 3.
    assert_eq!(route(&AYOAYO, South, 3)[2], 4);
    assert_eq!(route(&oware::RULES, South, 3)[2], 4);
    assert_eq!(route(&lagos::RULES, South, 3)[2], 3);
    for rules in [&AYOAYO, &lagos::RULES, &oware::RULES] {
        assert_eq!(
            route(rules, North, 7)[11],
            0,
            "{}: round from 11 to 0",
            rules.name
        );
    }
}

#[test]
fn awari_sows_both_stores_and_kalah_only_the_mover_s() {
    let awari = route(&awari::RULES, South, 0);
    assert_eq!((awari[5], awari[12], awari[13]), (6, 13, 0));
    let (south, north) = (
        route(&kalah::RULES, South, 0),
        route(&kalah::RULES, North, 7),
    );
    assert_eq!(
        (south[5], south[12]),
        (6, 0),
        "South sows its goal, 6, and passes over 13"
    );
    assert_eq!(
        (north[5], north[12]),
        (7, 13),
        "North sows its goal, 13, and passes over 6"
    );
}
