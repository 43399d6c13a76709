/// Text made safe to place in an HTML page: the one escaping function of the sign-up page.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, so that it
    /// reads as the same text in an element's content and in a quoted attribute value, and
    /// never as markup: `<script>` is shown, not run; `"><img …>` stays inside the attribute.
    ///
    /// ```swift
    /// HTMLText.escaped(#""><img src=x onerror=alert(1)>"#)   // "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"
    /// ```
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
