//! The editor settings and the dev container the repository ships, held to what they say:
//! rust-analyzer gets the same settings from every editor's file, and the dev container
//! forwards the port `cargo run -- book` serves on, installs the extension VS Code recommends,
//! and readies the course with a script that is there to run.

use std::path::Path;
use std::process::Command;

use serde_json::{Map, Value};

fn read(path: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn json(path: &str) -> Value {
    serde_json::from_str(&read(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// VS Code's flat `rust-analyzer.check.workspace` keys as the nested object rust-analyzer is
/// sent (`{"check": {"workspace": ...}}`), as Zed and Helix write them.
fn nested(settings: &Value) -> Value {
    let mut root = Map::new();
    for (key, value) in settings.as_object().expect("settings.json is an object") {
        let Some(key) = key.strip_prefix("rust-analyzer.") else {
            continue;
        };
        let mut parts: Vec<&str> = key.split('.').collect();
        let last = parts.pop().expect("a key");
        let mut node = &mut root;
        for part in parts {
            node = node
                .entry(part)
                .or_insert_with(|| Value::Object(Map::new()))
                .as_object_mut()
                .expect("a table");
        }
        node.insert(last.to_string(), value.clone());
    }
    Value::Object(root)
}

#[test]
fn every_editor_gives_rust_analyzer_the_same_settings() {
    let vscode = nested(&json(".vscode/settings.json"));
    assert_ne!(
        vscode,
        Value::Object(Map::new()),
        "no rust-analyzer settings"
    );
    let zed = &json(".zed/settings.json")["lsp"]["rust-analyzer"]["initialization_options"];
    assert_eq!(
        zed, &vscode,
        ".zed/settings.json differs from .vscode/settings.json"
    );
    let helix: Value = toml::from_str(&read(".helix/languages.toml")).expect("TOML");
    let helix = &helix["language-server"]["rust-analyzer"]["config"];
    assert_eq!(
        helix, &vscode,
        ".helix/languages.toml differs from .vscode/settings.json"
    );
}

#[test]
fn the_dev_container_forwards_the_port_the_book_is_served_on() {
    let help = Command::new(env!("CARGO_BIN_EXE_course"))
        .args(["book", "--help"])
        .output()
        .expect("course book --help");
    let help = String::from_utf8_lossy(&help.stdout);
    // The first default after `--port` is its own (its description may run over lines).
    let default = help
        .split_once("--port")
        .and_then(|(_, rest)| rest.split_once("[default: "))
        .and_then(|(_, rest)| rest.split_once(']'))
        .and_then(|(port, _)| port.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no default port for --port in:\n{help}"));

    let container = json(".devcontainer/devcontainer.json");
    assert_eq!(container["forwardPorts"], Value::from(vec![default]));
    let label = &container["portsAttributes"][default.to_string()]["label"];
    assert!(label.is_string(), "port {default} has no label");
}

#[test]
fn the_dev_container_installs_the_extensions_vs_code_recommends() {
    let recommended = &json(".vscode/extensions.json")["recommendations"];
    let container = json(".devcontainer/devcontainer.json");
    assert_eq!(
        &container["customizations"]["vscode"]["extensions"],
        recommended
    );
}

#[cfg(unix)]
#[test]
fn the_dev_containers_setup_is_an_executable_script_of_the_repository() {
    use std::os::unix::fs::PermissionsExt;
    let container = json(".devcontainer/devcontainer.json");
    let command = container["postCreateCommand"]
        .as_str()
        .expect("postCreateCommand is one command");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join(command);
    let mode = std::fs::metadata(&script)
        .unwrap_or_else(|error| panic!("{command}: {error}"))
        .permissions()
        .mode();
    assert!(mode & 0o111 != 0, "{command} is not executable");
    assert!(read(command).starts_with("#!"), "{command} has no #! line");
}
