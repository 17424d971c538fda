//! The preview's HTTP side: axum on a tokio runtime, serving the in-memory
//! site and a Server-Sent Events stream of its version for reloads.
//!
//! Every request passes [`guard`] first: only `GET` and `HEAD`, and only
//! with a `Host` that names this server, so that a page from elsewhere
//! cannot read the preview through DNS rebinding. Request headers are
//! bounded by hyper (431 beyond [`MAX_HEADER_BYTES`]); no handler reads a
//! request body.
//!
//! Bounded under load, so that a page is answered whatever else is open:
//! - each connection is a task, never a thread: an open stream or a slow
//!   client holds no worker;
//! - at most [`Limits::max_connections`] connections are open at once;
//!   past that, new ones wait in the listen queue until one closes;
//! - at most [`Limits::max_streams`] of them are reload streams (503 with
//!   `Retry-After` beyond: the page's script backs off and tries again),
//!   so streams leave the other slots to pages;
//! - a stream ends after [`Limits::stream_idle`] without a new version
//!   (`EventSource` reconnects by itself and hears the current version);
//! - a client that has not sent its headers within [`HEADER_TIMEOUT`]
//!   (also between two requests of a kept-alive connection) is dropped,
//!   and a connection that is not a stream is closed after
//!   [`CONNECTION_TIME`] once its response under way is sent, or dropped
//!   [`GRACE`] later if the client does not read it.
//!
//! So a few hundred hostile sockets hold a slot for at most 10 s each
//! (slow headers) or 40 s (never reading), streams at most 64 slots, and
//! the default cap of 512 leaves pages room beyond that.

use super::Shared;
use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::Semaphore;

/// The reload stream's path.
const EVENTS: &str = "/__pcdocs/events";

/// The request line and headers together; a browser sends about 1 KiB.
pub(super) const MAX_HEADER_BYTES: usize = 16 * 1024;

/// A client that has not sent its headers by then is dropped.
const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// A connection that is not a reload stream is closed after this, once
/// the response under way is sent: a browser opens another.
const CONNECTION_TIME: Duration = Duration::from_secs(30);

/// How long a connection past [`CONNECTION_TIME`] has to take its response
/// before it is dropped: a client that never reads holds no slot for good.
const GRACE: Duration = Duration::from_secs(10);

/// What a refused reload stream is told to wait, in seconds.
const STREAM_RETRY_AFTER: &str = "5";

/// How much the preview's HTTP side takes on at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Open connections, reload streams included.
    pub max_connections: usize,
    /// Open reload streams.
    pub max_streams: usize,
    /// A reload stream ends after this long without a new version.
    pub stream_idle: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_connections: 512,
            // A preview has a few tabs open; each holds one stream.
            max_streams: 64,
            stream_idle: Duration::from_secs(300),
        }
    }
}

/// Reloads the page when the site's version differs from the one it was
/// served with. `EventSource` reconnects by itself after a restart or a
/// stream that ended, and the first event tells the current version. A
/// refusal (503: too many streams) closes it for good, so the script opens
/// it again after a wait that doubles each time, with jitter, up to a
/// minute. The stream is closed while the tab is hidden: a browser allows
/// about six HTTP/1.1 connections per host, and each open stream holds one.
const RELOAD_SCRIPT: &str = "<script>(function(){var v='VERSION',s=null,t=0,w=1000;\
function open(){if(s||t||document.hidden)return;s=new EventSource('/__pcdocs/events');\
s.onopen=function(){w=1000};\
s.onmessage=function(e){if(e.data!==v){s.close();location.reload()}};\
s.onerror=function(){if(s&&s.readyState===2){s=null;\
t=setTimeout(function(){t=0;open()},w+Math.random()*w);w=Math.min(2*w,60000)}}}\
function shut(){if(s){s.close();s=null}if(t){clearTimeout(t);t=0}}\
document.addEventListener('visibilitychange',function(){document.hidden?shut():open()});\
addEventListener('pagehide',shut);addEventListener('pageshow',open);open()})();</script>";

fn reload_script(version: u64) -> String {
    RELOAD_SCRIPT.replace("VERSION", &version.to_string())
}

/// The hosts a request may name: loopback names and addresses, and the
/// bound address, each with the port served.
#[derive(Clone, Copy)]
pub(super) struct Hosts {
    pub(super) bound: SocketAddr,
}

impl Hosts {
    /// Whether a `Host` value (`name[:port]`) names this server. A name
    /// other than `localhost` is refused: a DNS name could be made to point
    /// here. An IP literal cannot, so when bound to every interface, any
    /// IP literal with the port is one of this machine's addresses.
    pub(super) fn allows(&self, host: &str) -> bool {
        let (name, port) = match host.strip_prefix('[') {
            Some(rest) => match rest.split_once(']') {
                Some((name, port)) => (name, port),
                None => return false,
            },
            None => match host.rsplit_once(':') {
                Some((name, _)) => (name, &host[name.len()..]),
                None => (host, ""),
            },
        };
        let port_ok = match port.strip_prefix(':') {
            Some(p) => p.parse::<u16>().ok() == Some(self.bound.port()),
            None => port.is_empty() && self.bound.port() == 80,
        };
        if !port_ok {
            return false;
        }
        if name.eq_ignore_ascii_case("localhost") {
            return true;
        }
        let Ok(ip) = name.parse::<IpAddr>() else {
            return false;
        };
        // `[…]` must hold an IPv6 address, and a bare name must not.
        if ip.is_ipv6() != host.starts_with('[') {
            return false;
        }
        ip.is_loopback() || ip == self.bound.ip() || self.bound.ip().is_unspecified()
    }
}

fn refuse(status: StatusCode, reason: &str) -> Response {
    let mut response = (status, format!("{reason}\n")).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

/// Refuses requests the preview does not answer, before any handler.
async fn guard(State(hosts): State<Hosts>, request: Request, next: Next) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok());
    let Some(host) = host else {
        return refuse(
            StatusCode::FORBIDDEN,
            "pcdocs serve: a Host header is required",
        );
    };
    let authority_ok = request
        .uri()
        .authority()
        .is_none_or(|a| hosts.allows(a.as_str()));
    if !hosts.allows(host) || !authority_ok {
        return refuse(
            StatusCode::FORBIDDEN,
            &format!(
                "pcdocs serve: refused Host `{host}`; open the preview as http://{}/",
                hosts.bound
            ),
        );
    }
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut response = refuse(
            StatusCode::METHOD_NOT_ALLOWED,
            "pcdocs serve: only GET and HEAD are served",
        );
        response
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return response;
    }
    next.run(request).await
}

/// What the handlers share: the site, and the reload streams' places.
#[derive(Clone)]
struct App {
    shared: Arc<Shared>,
    streams: Arc<Semaphore>,
    stream_idle: Duration,
}

impl axum::extract::FromRef<App> for Arc<Shared> {
    fn from_ref(app: &App) -> Self {
        Arc::clone(&app.shared)
    }
}

/// Set on a connection once it carries a reload stream, which has its own
/// bounds and so is spared [`CONNECTION_TIME`].
#[derive(Clone, Default)]
struct Streaming(Arc<AtomicBool>);

/// The reload stream: the current version at once, then each new one,
/// until none came for `stream_idle`. Refused with 503 when every place is
/// taken; a place is given back when the stream ends or its client goes.
async fn events(State(app): State<App>, request: Request) -> Response {
    let Ok(place) = Arc::clone(&app.streams).try_acquire_owned() else {
        let mut response = refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            "pcdocs serve: too many reload streams are open; try again later",
        );
        response.headers_mut().insert(
            header::RETRY_AFTER,
            HeaderValue::from_static(STREAM_RETRY_AFTER),
        );
        return response;
    };
    if let Some(Streaming(flag)) = request.extensions().get::<Streaming>() {
        flag.store(true, Ordering::Relaxed);
    }
    let idle = app.stream_idle;
    let receiver = app.shared.version.subscribe();
    let stream = futures_util::stream::unfold(
        (receiver, true, place),
        move |(mut rx, first, place)| async move {
            if !first {
                // The sender lives as long as the server; no change for
                // `idle` ends the stream.
                tokio::time::timeout(idle, rx.changed()).await.ok()?.ok()?;
            }
            let version = *rx.borrow_and_update();
            let mut event = Event::default().data(version.to_string());
            if first {
                event = event.retry(Duration::from_secs(1));
            }
            Some((Ok::<_, Infallible>(event), (rx, false, place)))
        },
    );
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

pub(super) fn error_page(error: &str, version: u64) -> String {
    let escaped = crate::render::attr(&crate::diag::terminal_safe(error));
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>pcdocs: build failed</title>\
<style>body{{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1b1f24;background:#fff}}pre{{background:#fff5f5;border:1px solid #d1242f;padding:1rem;overflow:auto;white-space:pre-wrap}}</style></head>\
<body><h1>The build failed</h1><p>Fix the file below; this page reloads when the build succeeds.</p><pre>{escaped}</pre>{}</body></html>",
        reload_script(version)
    )
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("md") => "text/markdown; charset=utf-8",
        Some("xml") => "application/xml",
        Some("png") => "image/png",
        Some("woff2") => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// The site file a URL path names (`/x/` is `x/index.html`), or `None`
/// for a path no site file can have: a `.` or `..` segment, an empty
/// segment, a backslash or a control character, before or after decoding.
/// The site is a map in memory, so such a path could not reach the disk
/// anyway; refusing it keeps every lookup a plain key.
pub(super) fn file_for(path: &str) -> Option<String> {
    let decoded = percent_decode(path.strip_prefix('/')?)?;
    let (dir, name) = match decoded.rsplit_once('/') {
        Some((dir, name)) => (Some(dir), name),
        None => (None, decoded.as_str()),
    };
    let bad = |segment: &str| {
        segment.is_empty()
            || segment == "."
            || segment == ".."
            || segment.contains(|c: char| c == '\\' || c.is_control())
    };
    if dir.is_some_and(|d| d.split('/').any(bad)) || (!name.is_empty() && bad(name)) {
        return None;
    }
    Some(if name.is_empty() {
        format!("{decoded}index.html")
    } else {
        decoded
    })
}

/// Decodes `%XX`; `None` for a malformed escape or bytes that are not UTF-8.
fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

fn respond(status: StatusCode, kind: &'static str, body: impl Into<Body>) -> Response {
    let mut response = (status, body.into()).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    // A preview changes under the browser: always ask again.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// A page, theme file or other site file, from memory.
async fn file(State(shared): State<Arc<Shared>>, uri: Uri) -> Response {
    let found = file_for(uri.path());
    let site = shared.site();
    let version = site.version;
    if let Some(error) = &site.error
        && found.as_deref().is_none_or(|p| p.ends_with(".html"))
    {
        let page = error_page(error, version);
        return respond(
            StatusCode::INTERNAL_SERVER_ERROR,
            "text/html; charset=utf-8",
            page,
        );
    }
    let (status, body, kind) = match found.as_ref().and_then(|p| site.files.get(p)) {
        Some(bytes) => {
            let path = found.as_deref().unwrap_or_default();
            (StatusCode::OK, bytes.clone(), content_type(path))
        }
        None if found
            .as_ref()
            .is_some_and(|p| site.files.contains_key(&format!("{p}/index.html"))) =>
        {
            drop(site);
            // From the request's own (still encoded) path, with one
            // leading slash: `//host` would send the browser elsewhere.
            let location = format!("/{}/", uri.path().trim_start_matches('/'));
            let mut response = StatusCode::MOVED_PERMANENTLY.into_response();
            if let Ok(value) = HeaderValue::from_str(&location) {
                response.headers_mut().insert(header::LOCATION, value);
            }
            return response;
        }
        None => {
            let locale = found
                .as_deref()
                .and_then(|p| p.split('/').next())
                .unwrap_or("");
            let page = site
                .files
                .get(&format!("{locale}/404.html"))
                .or_else(|| site.files.get("404.html"))
                .cloned()
                .unwrap_or_else(|| {
                    Bytes::from_static(b"<!DOCTYPE html><title>404</title><h1>404</h1>")
                });
            (StatusCode::NOT_FOUND, page, "text/html; charset=utf-8")
        }
    };
    drop(site);
    if kind.starts_with("text/html") {
        let html = String::from_utf8_lossy(&body);
        let script = reload_script(version);
        let page = match html.rfind("</body>") {
            Some(pos) => format!("{}{script}{}", &html[..pos], &html[pos..]),
            None => format!("{html}{script}"),
        };
        respond(status, kind, page)
    } else {
        respond(status, kind, body)
    }
}

fn router(app: App, hosts: Hosts) -> Router {
    Router::new()
        .route(EVENTS, get(events))
        .fallback(file)
        .with_state(app)
        .layer(axum::middleware::from_fn_with_state(hosts, guard))
}

/// Serves `listener` until the process ends, within `limits` (see the
/// module's documentation).
pub(super) async fn run(
    listener: std::net::TcpListener,
    bound: SocketAddr,
    shared: Arc<Shared>,
    limits: Limits,
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let app = router(
        App {
            shared,
            streams: Arc::new(Semaphore::new(limits.max_streams)),
            stream_idle: limits.stream_idle,
        },
        Hosts { bound },
    );
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    loop {
        // Taken before accepting: past the cap, connections wait in the
        // listen queue. The semaphore is never closed.
        let Ok(slot) = Arc::clone(&slots).acquire_owned().await else {
            return Ok(());
        };
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of descriptors or a connection reset before it was
            // accepted: wait a little rather than stop serving.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        tokio::spawn(connection(stream, app.clone(), slot));
    }
}

/// One connection, holding its `slot` until it closes.
async fn connection(
    stream: tokio::net::TcpStream,
    app: Router,
    slot: tokio::sync::OwnedSemaphorePermit,
) {
    use hyper::service::Service as _;
    let streaming = Streaming::default();
    let to_app = hyper_util::service::TowerToHyperService::new(app);
    let marked = Streaming(Arc::clone(&streaming.0));
    let service = hyper::service::service_fn(move |mut request: Request<hyper::body::Incoming>| {
        request.extensions_mut().insert(marked.clone());
        to_app.call(request)
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .max_header_size(MAX_HEADER_BYTES)
        .serve_connection(hyper_util::rt::TokioIo::new(stream), service);
    tokio::pin!(conn);
    tokio::select! {
        _ = conn.as_mut() => return,
        () = tokio::time::sleep(CONNECTION_TIME) => {}
    }
    // No new request on this connection; the one under way is finished,
    // and a stream runs until it ends.
    conn.as_mut().graceful_shutdown();
    loop {
        tokio::select! {
            _ = conn.as_mut() => break,
            () = tokio::time::sleep(GRACE) => {
                if !streaming.0.load(Ordering::Relaxed) {
                    break;
                }
            }
        }
    }
    drop(slot);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_map_to_files() {
        assert_eq!(file_for("/").as_deref(), Some("index.html"));
        assert_eq!(
            file_for("/fr/v0.2.0-rc.3/").as_deref(),
            Some("fr/v0.2.0-rc.3/index.html")
        );
        assert_eq!(
            file_for("/theme/style.css").as_deref(),
            Some("theme/style.css")
        );
        assert_eq!(
            file_for("/zh-TW/%E7%AF%84/").as_deref(),
            Some("zh-TW/範/index.html")
        );
    }

    #[test]
    fn paths_outside_the_site_name_no_file() {
        for path in [
            "/../pcdocs.toml",
            "/en/../../pcdocs.toml",
            "/%2e%2e/pcdocs.toml",
            "/en/%2E%2E%2f%2e%2e%2fpcdocs.toml",
            "/..",
            "/en/./index.html",
            "/..%5cpcdocs.toml",
            "/en\\..\\pcdocs.toml",
            "/en/%00",
            "/%0a",
            "//etc/passwd",
            "/en//index.html",
            "/%zz",
            "/%ff",
            "",
        ] {
            assert_eq!(file_for(path), None, "{path}");
        }
        // Dots inside a name are ordinary.
        assert_eq!(
            file_for("/en/v0.2.0-rc.3/..x").as_deref(),
            Some("en/v0.2.0-rc.3/..x")
        );
    }

    #[test]
    fn only_this_servers_hosts_are_allowed() {
        let loopback = Hosts {
            bound: "127.0.0.1:4000".parse().unwrap(),
        };
        for host in [
            "127.0.0.1:4000",
            "localhost:4000",
            "LocalHost:4000",
            "[::1]:4000",
        ] {
            assert!(loopback.allows(host), "{host}");
        }
        for host in [
            "127.0.0.1",
            "127.0.0.1:4001",
            "127.0.0.1:",
            "evil.example:4000",
            "localhost.evil.example:4000",
            "192.168.1.5:4000",
            "::1:4000",
            "[127.0.0.1]:4000",
            "[::1:4000",
            "",
        ] {
            assert!(!loopback.allows(host), "{host}");
        }
        let lan = Hosts {
            bound: "192.168.1.5:4000".parse().unwrap(),
        };
        assert!(lan.allows("192.168.1.5:4000") && lan.allows("localhost:4000"));
        assert!(!lan.allows("192.168.1.6:4000") && !lan.allows("preview.example:4000"));
        let all = Hosts {
            bound: "0.0.0.0:4000".parse().unwrap(),
        };
        assert!(all.allows("10.1.2.3:4000") && all.allows("[fe80::1]:4000"));
        assert!(!all.allows("rebound.example:4000") && !all.allows("10.1.2.3:80"));
        let http = Hosts {
            bound: "127.0.0.1:80".parse().unwrap(),
        };
        assert!(http.allows("localhost") && http.allows("127.0.0.1:80"));
    }
}
