//! What the tests that read the book's pages share: a count written as the pages write it.

/// `17383860` as `17,383,860`: the pages group a count's digits in threes.
pub fn thousands(number: u64) -> String {
    let digits = number.to_string();
    let mut grouped = String::new();
    for (place, digit) in digits.chars().enumerate() {
        if place > 0 && (digits.len() - place).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}
