//! Mistake: answers the board's number in its own layer, forgetting the layers before it.
use ayoayo::Board;

pub fn flat_index(houses: Board) -> Option<usize> {
    let stones: u32 = houses.iter().map(|&h| u32::from(h)).sum();
    (stones <= 48).then(|| index_of(houses))
}
