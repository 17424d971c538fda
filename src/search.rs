//! search/: the client-side search index of a built site, made with
//! Pagefind in-process: the main text of every page (what the layout marks
//! `data-pagefind-body`), one index per language (Pagefind takes it from
//! each page's `<html lang>`, and segments Chinese into words with ICU4X),
//! and the search interface's scripts, all under `pagefind/`. Nothing is
//! fetched from a server but these static files. Each locale's pages are
//! indexed on a thread of their own and the indexes merged ([`Indexer`]).

/// The folder of the index and its scripts in the site.
pub const DIR: &str = "pagefind";

/// The file that lists the index's languages for the scripts.
const ENTRY: &str = "pagefind/pagefind-entry.json";

/// Files of the index: (path in the site, bytes).
pub type Files = Vec<(String, Vec<u8>)>;

/// A page to index: its group (the locale it was rendered in), its URL
/// path from the site root, ending in `/`, and its HTML.
pub type Page<'a> = (usize, String, &'a [u8]);

/// The index files for `pages`, in the site's order. The same pages give
/// the same bytes.
pub fn index(pages: &[Page<'_>]) -> Result<Files, String> {
    let indexer = Indexer::start(pages.iter().map(|p| p.0).collect());
    for (position, (_, url, html)) in pages.iter().enumerate() {
        let html = String::from_utf8_lossy(html).into_owned();
        indexer.add(position, url.clone(), html);
    }
    match indexer.finish()? {
        Some(files) => Ok(files),
        None => {
            let whole: Vec<Page<'_>> = pages.iter().map(|(_, u, h)| (0, u.clone(), *h)).collect();
            index(&whole)
        }
    }
}

/// An index made while pages are still rendering, one thread per group of
/// pages (a locale's): Pagefind reads one page at a time (it locks its
/// state for each) and compresses each language's files in turn, so the
/// groups are what can run side by side, and beside the rendering.
///
/// Pagefind builds each language's index from that language's pages alone,
/// so indexes of groups that share no language merge into the bytes of one
/// index of every page. Two rules of Pagefind's reach across pages: pages
/// without `data-pagefind-body` are left out once any page has it, and
/// pages without `<html lang>` join the language most pages have. Here both
/// hold within a locale: a page is indexed, or not, with its own locale's
/// pages. pcdocs's layouts give every page a `lang` and mark the body of
/// every campaign page, where the two readings are the same.
///
/// Pages arrive in any order, each with its position in the site's order
/// (from 0, each once), and each group indexes its pages in that order, so
/// the index does not depend on which page finished first.
pub struct Indexer {
    groups: Vec<Group>,
    /// By position in the site's order: the page's group, and its place
    /// among that group's pages.
    places: Vec<(usize, usize)>,
    cancel: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

struct Group {
    pages: Option<std::sync::mpsc::Sender<(usize, String, String)>>,
    thread: Option<std::thread::JoinHandle<Result<Files, String>>>,
}

impl Indexer {
    /// An indexer of the pages whose groups, in the site's order, are
    /// `groups`.
    pub fn start(groups: Vec<usize>) -> Indexer {
        let mut counts = vec![0; groups.iter().max().map_or(1, |g| g + 1)];
        let places = groups
            .into_iter()
            .map(|group| {
                counts[group] += 1;
                (group, counts[group] - 1)
            })
            .collect();
        let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let groups = (0..counts.len())
            .map(|_| {
                let (send, receive) = std::sync::mpsc::channel();
                let stop = std::sync::Arc::clone(&cancel);
                let thread = std::thread::spawn(move || run(receive, &stop));
                Group {
                    pages: Some(send),
                    thread: Some(thread),
                }
            })
            .collect();
        Indexer {
            groups,
            places,
            cancel,
        }
    }

    /// Page `position` of the site's order, at `url`.
    pub fn add(&self, position: usize, url: String, html: String) {
        let Some(&(group, place)) = self.places.get(position) else {
            return;
        };
        if let Some(pages) = self.groups[group].pages.as_ref() {
            // A closed channel means the thread stopped on an error, which
            // `finish` reports.
            let _ = pages.send((place, url, html));
        }
    }

    /// The index files, once every page was added: (path in the site,
    /// bytes); `None` when two groups share a language, whose pages must
    /// then be indexed as one group.
    pub fn finish(mut self) -> Result<Option<Files>, String> {
        // Every group is told first, so that they finish side by side.
        for group in &mut self.groups {
            group.pages = None;
        }
        let mut outputs = Vec::with_capacity(self.groups.len());
        for group in &mut self.groups {
            match group.thread.take().map(|t| t.join()) {
                Some(Ok(result)) => outputs.push(result?),
                _ => return Err("the indexer stopped unexpectedly".to_owned()),
            }
        }
        merge(outputs)
    }
}

impl Drop for Indexer {
    /// Not finished: the build failed, so the index is not made.
    fn drop(&mut self) {
        self.cancel
            .store(true, std::sync::atomic::Ordering::Relaxed);
        for group in &mut self.groups {
            group.pages = None;
        }
        for group in &mut self.groups {
            if let Some(thread) = group.thread.take() {
                let _ = thread.join();
            }
        }
    }
}

/// One index of the groups' indexes: their files, and one list of their
/// languages. `None` when two groups index one language, or write one path
/// with different bytes.
fn merge(outputs: Vec<Files>) -> Result<Option<Files>, String> {
    use std::collections::btree_map::Entry;
    if outputs.len() == 1 {
        return Ok(outputs.into_iter().next());
    }
    let mut files = std::collections::BTreeMap::new();
    let mut entry: Option<serde_json::Value> = None;
    let mut languages = Vec::new();
    for (path, bytes) in outputs.into_iter().flatten() {
        if path == ENTRY {
            let mut value: serde_json::Value = serde_json::from_slice(&bytes)
                .map_err(|e| format!("cannot read Pagefind's {ENTRY}: {e}"))?;
            match value.get_mut("languages").map(serde_json::Value::take) {
                Some(serde_json::Value::Object(these)) => languages.extend(these),
                _ => return Err(format!("Pagefind's {ENTRY} lists no languages")),
            }
            entry.get_or_insert(value);
            continue;
        }
        match files.entry(path) {
            Entry::Vacant(v) => {
                v.insert(bytes);
            }
            Entry::Occupied(o) if *o.get() == bytes => {}
            Entry::Occupied(_) => return Ok(None),
        }
    }
    // In the order Pagefind lists them: by name.
    languages.sort_by(|a, b| a.0.cmp(&b.0));
    if languages.windows(2).any(|w| w[0].0 == w[1].0) {
        return Ok(None);
    }
    if let Some(mut entry) = entry {
        entry["languages"] = serde_json::Value::Object(languages.into_iter().collect());
        let text = serde_json::to_string(&entry).map_err(|e| e.to_string())?;
        files.insert(ENTRY.to_owned(), text.into_bytes());
    }
    Ok(Some(files.into_iter().collect()))
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

    fn page(lang: &str, n: usize, text: &str) -> (String, String) {
        (
            format!("/{lang}/p{n}/"),
            format!(
                "<html lang=\"{lang}\"><body><nav>Menu {n}</nav><main data-pagefind-body><h1>{text} {n}</h1><p>{text}: {n} requests per second.</p></main></body></html>"
            ),
        )
    }

    /// Pages of three locales, in the site's order (a page's locales
    /// together), each with its locale's number.
    fn site() -> Vec<(usize, String, String)> {
        let mut pages = Vec::new();
        for n in 0..4 {
            for (group, lang, text) in [
                (0, "en", "Throughput of Pingclair"),
                (1, "zh-TW", "Pingclair 與 Traefik 的吞吐量"),
                (2, "fr", "Débit de Pingclair"),
            ] {
                let (url, html) = page(lang, n, text);
                pages.push((group, url, html));
            }
        }
        pages
    }

    fn borrowed(pages: &[(usize, String, String)]) -> Vec<Page<'_>> {
        pages
            .iter()
            .map(|(g, u, h)| (*g, u.clone(), h.as_bytes()))
            .collect()
    }

    /// The same pages indexed as one group: Pagefind's own index of them.
    fn as_one(pages: &[Page<'_>]) -> Files {
        let whole: Vec<Page<'_>> = pages.iter().map(|(_, u, h)| (0, u.clone(), *h)).collect();
        index(&whole).unwrap()
    }

    fn names(files: &Files) -> Vec<&str> {
        files.iter().map(|(n, _)| n.as_str()).collect()
    }

    #[test]
    fn each_language_gets_its_index_and_the_same_pages_the_same_bytes() {
        let pages = site();
        let a = index(&borrowed(&pages)).unwrap();
        let names = names(&a);
        for lang in ["en", "zh-tw", "fr"] {
            assert!(
                names
                    .iter()
                    .any(|n| n.starts_with(&format!("pagefind/pagefind.{lang}_"))),
                "{names:?}"
            );
        }
        assert!(names.contains(&"pagefind/pagefind-ui.js"));
        assert_eq!(a, index(&borrowed(&pages)).unwrap());
    }

    #[test]
    fn locales_indexed_side_by_side_give_the_bytes_of_one_index() {
        let pages = site();
        let pages = borrowed(&pages);
        let merged = index(&pages).unwrap();
        assert_eq!(names(&merged), names(&as_one(&pages)));
        assert_eq!(merged, as_one(&pages));
        let entry = &merged.iter().find(|(n, _)| n == ENTRY).unwrap().1;
        let entry: serde_json::Value = serde_json::from_slice(entry).unwrap();
        let langs: Vec<&String> = entry["languages"].as_object().unwrap().keys().collect();
        assert_eq!(langs, ["en", "fr", "zh-tw"]);
    }

    #[test]
    fn locales_that_share_a_language_are_indexed_as_one() {
        // Locale 1's pages say they are English too: two groups would each
        // write an English index, so the pages are indexed as one group.
        let mut pages = site();
        for (group, url, html) in &mut pages {
            if *group == 1 {
                *html = html.replace("lang=\"zh-TW\"", "lang=\"en\"");
                *url = url.replace("zh-TW", "en-x");
            }
        }
        let pages = borrowed(&pages);
        let indexed = index(&pages).unwrap();
        assert_eq!(indexed, as_one(&pages));
        let entry = &indexed.iter().find(|(n, _)| n == ENTRY).unwrap().1;
        let entry: serde_json::Value = serde_json::from_slice(entry).unwrap();
        assert_eq!(entry["languages"]["en"]["page_count"], 8);
        // What merging the groups as they were would have given instead.
        let groups = Indexer::start(pages.iter().map(|p| p.0).collect());
        for (position, (_, u, h)) in pages.iter().enumerate() {
            groups.add(position, u.clone(), String::from_utf8_lossy(h).into_owned());
        }
        assert_eq!(groups.finish().unwrap(), None);
    }

    #[test]
    fn pages_added_out_of_order_are_indexed_in_their_order() {
        let pages: Vec<(usize, String, String)> = site()
            .into_iter()
            .filter(|p| p.0 == 2)
            .map(|(_, u, h)| (0, u, h))
            .collect();
        let in_order = index(&borrowed(&pages)).unwrap();
        let indexer = Indexer::start(vec![0; pages.len()]);
        for n in [3, 0, 2, 1] {
            indexer.add(n, pages[n].1.clone(), pages[n].2.clone());
        }
        assert_eq!(indexer.finish().unwrap(), Some(in_order.clone()));
        // The order matters, so the test above can fail: a page that comes
        // first in the site is numbered first in the index.
        let reversed: Vec<(usize, String, String)> = pages.iter().rev().cloned().collect();
        assert_ne!(index(&borrowed(&reversed)).unwrap(), in_order);
    }
}
