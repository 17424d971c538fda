//! search/: the client-side search index of a built site, made with
//! Pagefind in-process: the main text of every page (what the layout marks
//! `data-pagefind-body`), one index per language (Pagefind takes it from
//! each page's `<html lang>`, and segments Chinese into words with ICU4X),
//! and the search interface's scripts, all under `pagefind/`. Nothing is
//! fetched from a server but these static files.

/// The folder of the index and its scripts in the site.
pub const DIR: &str = "pagefind";

/// Files of the index: (path in the site, bytes).
pub type Files = Vec<(String, Vec<u8>)>;

/// The index files for `pages`: (URL path from the site root, ending in
/// `/`, and the page's HTML). The same pages give the same bytes.
pub fn index(pages: &[(String, &[u8])]) -> Result<Files, String> {
    let indexer = Indexer::start();
    for (position, (url, html)) in pages.iter().enumerate() {
        indexer.add(
            position,
            url.clone(),
            String::from_utf8_lossy(html).into_owned(),
        );
    }
    indexer.finish()
}

/// An index made on its own thread while pages are still rendering: pages
/// arrive in any order, each with its position in the site's order, and
/// Pagefind reads them in that order, so the index does not depend on which
/// page finished first. Pagefind reads one page at a time (it locks its
/// state for each), so this thread is as parallel as indexing can be; what
/// it gains is that it runs beside the rendering instead of after it.
pub struct Indexer {
    pages: Option<std::sync::mpsc::Sender<(usize, String, String)>>,
    cancel: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<Result<Files, String>>>,
}

impl Indexer {
    pub fn start() -> Indexer {
        let (send, receive) = std::sync::mpsc::channel();
        let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stop = std::sync::Arc::clone(&cancel);
        let thread = std::thread::spawn(move || run(receive, &stop));
        Indexer {
            pages: Some(send),
            cancel,
            thread: Some(thread),
        }
    }

    /// Page `position` of the site's order (from 0, each once), at `url`.
    pub fn add(&self, position: usize, url: String, html: String) {
        if let Some(pages) = &self.pages {
            // A closed channel means the thread stopped on an error, which
            // `finish` reports.
            let _ = pages.send((position, url, html));
        }
    }

    /// The index files, once every page was added: (path in the site, bytes).
    pub fn finish(mut self) -> Result<Files, String> {
        self.pages = None;
        match self.thread.take().map(|t| t.join()) {
            Some(Ok(result)) => result,
            _ => Err("the indexer stopped unexpectedly".to_owned()),
        }
    }
}

impl Drop for Indexer {
    /// Not finished: the build failed, so the index is not made.
    fn drop(&mut self) {
        self.cancel
            .store(true, std::sync::atomic::Ordering::Relaxed);
        self.pages = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn run(
    receive: std::sync::mpsc::Receiver<(usize, String, String)>,
    cancel: &std::sync::atomic::AtomicBool,
) -> Result<Files, String> {
    use pagefind::api::PagefindIndex;
    use pagefind::options::PagefindServiceConfig;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the indexer: {e}"))?;
    let cancelled = || cancel.load(std::sync::atomic::Ordering::Relaxed);
    runtime.block_on(async {
        let options = PagefindServiceConfig::builder().build();
        let mut index =
            PagefindIndex::new(Some(options)).map_err(|e| format!("cannot index: {e}"))?;
        // Pages that came before their turn, by position.
        let mut waiting = std::collections::BTreeMap::new();
        let mut next = 0;
        loop {
            let open = match receive.recv() {
                Ok((position, url, html)) => {
                    waiting.insert(position, (url, html));
                    true
                }
                Err(_) => false,
            };
            // Each page in its turn; once all are sent, what waits, in
            // order over any gap (a page that failed fails the build, which
            // never finishes this).
            while let Some((position, (url, html))) = if open {
                waiting.remove_entry(&next)
            } else {
                waiting.pop_first()
            } {
                if cancelled() {
                    return Err("cancelled".to_owned());
                }
                index
                    .add_html_file(None, Some(url.clone()), html)
                    .await
                    .map_err(|e| format!("cannot index {url}: {e}"))?;
                next = position + 1;
            }
            if !open {
                break;
            }
        }
        if cancelled() {
            return Err("cancelled".to_owned());
        }
        let files = index
            .get_files()
            .await
            .map_err(|e| format!("cannot write the index: {e}"))?;
        let mut out: Vec<(String, Vec<u8>)> = files
            .into_iter()
            .map(|f| {
                let name = f.filename.to_string_lossy().replace('\\', "/");
                (
                    format!("{DIR}/{}", name.trim_start_matches('/')),
                    f.contents,
                )
            })
            .collect();
        out.sort();
        Ok(out)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_gets_its_index_and_the_same_pages_the_same_bytes() {
        let zh = "<html lang=\"zh-TW\"><body><main data-pagefind-body><h1>容器矩陣</h1><p>Pingclair、nginx 與 Traefik 的吞吐量。</p></main></body></html>";
        let fr = "<html lang=\"fr\"><body><main data-pagefind-body><h1>Matrice</h1><p>Débit de Traefik.</p></main></body></html>";
        let pages = vec![
            ("/zh-TW/matrix/".to_owned(), zh.as_bytes()),
            ("/fr/matrix/".to_owned(), fr.as_bytes()),
        ];
        let a = index(&pages).unwrap();
        let names: Vec<&str> = a.iter().map(|(n, _)| n.as_str()).collect();
        assert!(
            names
                .iter()
                .any(|n| n.starts_with("pagefind/pagefind.zh-tw")),
            "{names:?}"
        );
        assert!(
            names.iter().any(|n| n.starts_with("pagefind/pagefind.fr")),
            "{names:?}"
        );
        assert!(names.contains(&"pagefind/pagefind-ui.js"));
        assert_eq!(a, index(&pages).unwrap());
    }

    #[test]
    fn pages_added_out_of_order_are_indexed_in_their_order() {
        let page = |n: usize| {
            (
                format!("/en/p{n}/"),
                format!(
                    "<html lang=\"en\"><body><main data-pagefind-body><h1>Page {n}</h1><p>Throughput of server {n}.</p></main></body></html>"
                ),
            )
        };
        let pages: Vec<(String, String)> = (0..6).map(page).collect();
        let borrowed: Vec<(String, &[u8])> = pages
            .iter()
            .map(|(u, h)| (u.clone(), h.as_bytes()))
            .collect();
        let in_order = index(&borrowed).unwrap();
        let indexer = Indexer::start();
        for n in [3, 0, 5, 1, 4, 2] {
            indexer.add(n, pages[n].0.clone(), pages[n].1.clone());
        }
        assert_eq!(indexer.finish().unwrap(), in_order);
        // The order matters, so the test above can fail: a page that comes
        // first in the site is numbered first in the index.
        let reversed: Vec<(String, &[u8])> = borrowed.iter().rev().cloned().collect();
        assert_ne!(index(&reversed).unwrap(), in_order);
    }
}
