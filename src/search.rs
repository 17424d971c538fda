//! search/: the client-side search index of a built site, made with
//! Pagefind in-process: the main text of every page (what the layout marks
//! `data-pagefind-body`), one index per language (Pagefind takes it from
//! each page's `<html lang>`, and segments Chinese into words with ICU4X),
//! and the search interface's scripts, all under `pagefind/`. Nothing is
//! fetched from a server but these static files.

/// The folder of the index and its scripts in the site.
pub const DIR: &str = "pagefind";

/// The index files for `pages`: (URL path from the site root, ending in
/// `/`, and the page's HTML). The same pages give the same bytes.
pub fn index(pages: &[(String, &[u8])]) -> Result<Vec<(String, Vec<u8>)>, String> {
    use pagefind::api::PagefindIndex;
    use pagefind::options::PagefindServiceConfig;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the indexer: {e}"))?;
    runtime.block_on(async {
        let options = PagefindServiceConfig::builder().build();
        let mut index =
            PagefindIndex::new(Some(options)).map_err(|e| format!("cannot index: {e}"))?;
        for (url, html) in pages {
            index
                .add_html_file(
                    None,
                    Some(url.clone()),
                    String::from_utf8_lossy(html).into_owned(),
                )
                .await
                .map_err(|e| format!("cannot index {url}: {e}"))?;
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
}
