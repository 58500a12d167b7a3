//! Text from anywhere (a name, a language pack, a link, a record) made safe where the app
//! writes it into markup the browser parses: the drawings and tables built as one string
//! (the fairness chart, the odds panels, how to play, the stacks of markers). Text drawn by
//! Leptos as a text node or an attribute needs nothing: the browser never parses it. No text
//! goes into a style at all (the active seat's word is an attribute shown by CSS `attr()`).
//! Everything that goes into a string of markup goes through here, whatever its source: the
//! English texts are ours, but the same code shows a pack's, and a pack is a file from the
//! network.

/// `text` as markup: safe as an element's text and inside an attribute value in double or
/// single quotes. `&`, `<`, `>`, `"` and `'` become character references; everything else
/// stays as it is.
pub fn markup(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a hostile pack or name tries: a tag with a handler, a quote to leave an
    /// attribute, a closing tag, a comment, a character reference.
    const HOSTILE: [&str; 6] = [
        r#"<img src=x onerror="alert(1)">"#,
        r#"" onmouseover="alert(1)"#,
        "' onfocus='alert(1)",
        "</text></svg><script>alert(1)</script>",
        "<!-- &lt; &amp;",
        r#"";}body{background:red}.x{content:""#,
    ];

    #[test]
    fn markup_leaves_no_tag_quote_or_reference() {
        assert_eq!(
            markup(r#"<img src=x onerror="a('b')">&"#),
            "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;"
        );
        assert_eq!(markup("Pechvögel – 3\u{a0}%"), "Pechvögel – 3\u{a0}%");
        assert_eq!(markup(""), "");
        for text in HOSTILE {
            let safe = markup(text);
            assert!(!safe.contains(['<', '>', '"', '\'']), "{safe}");
            // Every `&` left starts one of the references written here.
            let refs = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"];
            for (i, _) in safe.match_indices('&') {
                assert!(refs.iter().any(|r| safe[i..].starts_with(r)), "{safe}");
            }
            // Read back as the browser reads it, it is the text itself.
            let read = safe
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&");
            assert_eq!(read, text);
        }
    }
}
