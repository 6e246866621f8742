//! The call tree's colours in a terminal: `ayoayo_calltree::draw` names what each piece is, and
//! this paints it with `console`, which leaves the text plain when the output is not a terminal
//! or NO_COLOR / CLICOLOR=0 asks for none (the rules all the tool's colours follow).

use ayoayo_calltree::draw::{Paint, Role};
use console::style;

/// The terminal's colours for a call tree: names bold, the learner's mistakes red, the
/// reference's answers green, the tree's lines dim.
#[derive(Clone, Copy, Debug, Default)]
pub struct Colours;

impl Paint for Colours {
    fn paint(&self, role: Role, text: &str) -> String {
        let text = style(text);
        match role {
            Role::Function => text.bold(),
            Role::Argument => text,
            Role::Result => text.cyan(),
            Role::Mark => text.red().bold(),
            Role::Reference => text.green(),
            Role::Guide | Role::Note => text.dim(),
            Role::Path => text.red(),
        }
        .to_string()
    }
}
