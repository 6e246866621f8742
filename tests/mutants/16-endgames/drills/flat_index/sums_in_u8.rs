//! Mistake: adds the stones up as a `u8`, which wraps round past 255, so a board of 256 stones passes for an empty one.
use ayoayo::Board;

pub fn flat_index(houses: Board) -> Option<usize> {
    let stones = houses.iter().fold(0u8, |sum, &h| sum.wrapping_add(h));
    (stones <= 48).then(|| layer_start(u32::from(stones)) + index_of(houses))
}
