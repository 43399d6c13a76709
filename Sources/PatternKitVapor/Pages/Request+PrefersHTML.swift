#if Vapor
    public import Vapor

    extension Request {
        /// Whether the client asks for an HTML page rather than JSON: its `Accept` header names
        /// `text/html` with a higher quality than `application/json` (absent: 0). A browser
        /// posting a form sends `text/html,…,*/*;q=0.8` and gets a page; an API client sends
        /// `application/json`, `*/*` or nothing and gets the wire form, as before. Wildcards
        /// (`*/*`, `text/*`) decide nothing: only the two types named count.
        ///
        /// ```swift
        /// // Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8
        /// request.prefersHTML   // true
        /// // Accept: application/json, text/html
        /// request.prefersHTML   // false: JSON is as good, and JSON is what a route answers
        /// ```
        ///
        /// What ``Vapor/RoutesBuilder/post(_:validating:maxBodySize:checkTimeout:page:use:)`` asks
        /// before answering a refusal with its page.
        public var prefersHTML: Bool {
            var html = 0.0
            var json = 0.0
            // The first 32 entries of the first 1,024 bytes, as `AcceptLanguage` reads its header.
            let header = String(decoding: headers[.accept].joined(separator: ",").utf8.prefix(1024), as: UTF8.self)
            for entry in header.split(separator: ",").prefix(32) {
                let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                guard let type = parts.first, type == "text/html" || type == "application/json" else { continue }
                var quality = 1.0
                for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                    quality = Double(parameter.dropFirst(2)).map { min(max($0, 0), 1) } ?? 0
                }
                if type == "text/html" { html = max(html, quality) } else { json = max(json, quality) }
            }
            return html > json
        }
    }
#endif
