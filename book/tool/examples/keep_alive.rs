//! Times 200 requests on one keep-alive connection to a running book server:
//! `cargo run -p ayoayo-book --example keep_alive -- PORT [PATH]`, with the server started by
//! `cargo run -- book --port PORT`. A measurement to rerun by hand, not a test.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpStream};
use std::time::Instant;

const REQUESTS: u32 = 200;

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let port: u16 = args
        .next()
        .and_then(|port| port.parse().ok())
        .expect("usage: keep_alive PORT [PATH]");
    let path = args.next().unwrap_or_else(|| "/01-scoop.html".to_string());
    let mut connection = BufReader::new(TcpStream::connect((Ipv4Addr::LOCALHOST, port))?);
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    ask(&mut connection, &request)?; // the first one opens the file cache and the connection
    let start = Instant::now();
    for _ in 0..REQUESTS {
        ask(&mut connection, &request)?;
    }
    let took = start.elapsed();
    println!(
        "{REQUESTS} requests on one connection: {:.0} ms, {:.2} ms each",
        took.as_secs_f64() * 1e3,
        took.as_secs_f64() * 1e3 / f64::from(REQUESTS)
    );
    Ok(())
}

/// Sends `request` and reads the whole answer, its body as long as its `content-length` says.
fn ask(connection: &mut BufReader<TcpStream>, request: &str) -> std::io::Result<()> {
    connection.get_mut().write_all(request.as_bytes())?;
    let mut length = 0;
    loop {
        let mut line = String::new();
        connection.read_line(&mut line)?;
        if line == "\r\n" {
            break;
        }
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().expect("a numeric content-length");
        }
    }
    connection.read_exact(&mut vec![0; length])
}
