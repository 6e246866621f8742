//! Mistake: counts the cells below the root, but not the root's own.
use std::collections::HashSet;
use std::rc::Rc;

pub fn cells<G>(tree: &Shared<G>) -> usize {
    fn visit<G>(tree: &Shared<G>, seen: &mut HashSet<*const (G, Vec<Shared<G>>)>) {
        for child in &tree.0.1 {
            if seen.insert(Rc::as_ptr(&child.0)) {
                visit(child, seen);
            }
        }
    }
    let mut seen = HashSet::new();
    visit(tree, &mut seen);
    seen.len()
}
