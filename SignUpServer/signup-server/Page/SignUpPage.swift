import Foundation
import PatternKitValidation
import ShowcaseKit

/// The sign-up form as an HTML page that works without JavaScript: `GET /signup`, and the
/// answer to a browser whose `POST /signup` was refused — the fields filled in again (never a
/// password), each failure beside its field in the request's language, a summary of them at
/// the top and the first field in error focused (`autofocus`). Every value and message is
/// escaped by ``HTMLText/escaped(_:)``.
struct SignUpPage {
    /// The path the form is served at and posts to.
    static let path = "/signup"

    /// The form whose fields the page shows, in its order.
    var form: FormValidator<SignUpField>
    /// The page's language, one of `ValidationLocalization.availableLanguages`.
    var language: String
    /// Each field's constraints, by name: ``constraints(of:)``, read from the form's JSON Schema.
    var constraints: [String: FieldConstraints]
    /// What was sent, to fill in again; `nil` for an empty form.
    var values: FormValues<SignUpField>?
    /// Why the form was refused; `nil` for a new form.
    var rejection: FormRejection?

    /// The constraints of `form`'s fields as its JSON Schema states them
    /// (``FieldConstraints/fromSchema(_:secret:)``), the passwords hidden as they are typed:
    /// computed once, when the server starts.
    static func constraints(of form: FormValidator<SignUpField>) -> [String: FieldConstraints] {
        let secret = Set(form.fields.filter { !$0.isEchoed }.map { form.name(of: $0) })
        return FieldConstraints.fromSchema(form.jsonSchema(), secret: secret)
    }

    /// The whole document.
    var html: String {
        let words = SignUpPageWords.words(in: language)
        let report = rejection?.report(language: language)
        let failures = report?.failures ?? []
        let fields = form.fields
        let firstInError = fields.first { field in failures.contains { $0.field == form.name(of: field) } }
        var body = "<h1>\(HTMLText.escaped(words.title))</h1>\n"
        if !failures.isEmpty {
            body += "<div class=\"summary\" role=\"alert\" aria-labelledby=\"summary-title\">\n"
            body += "<h2 id=\"summary-title\">\(HTMLText.escaped(words.problem))</h2>\n<ul>\n"
            for failure in failures {
                let message = HTMLText.escaped(failure.message ?? String(failure.code))
                let field = fields.first { form.name(of: $0) == failure.field }
                if let field {
                    let name = HTMLText.escaped(form.name(of: field))
                    body +=
                        "<li><a href=\"#\(name)\">\(HTMLText.escaped(words.label(field) + words.colon))\(message)</a></li>\n"
                } else {
                    body += "<li>\(message)</li>\n"
                }
            }
            body += "</ul>\n</div>\n"
        }
        body += "<form method=\"post\" action=\"\(Self.path)\" accept-charset=\"utf-8\">\n"
        for field in fields {
            let messages = failures.filter { $0.field == form.name(of: field) }.map { $0.message ?? String($0.code) }
            body += fieldHTML(field, words: words, messages: messages, focused: field == firstInError)
        }
        body += "<button type=\"submit\">\(HTMLText.escaped(words.submit))</button>\n</form>\n"
        return Self.document(title: words.title, language: language, body: body)
    }

    /// One field: its label, its messages (`id` NAME-error) and its input.
    private func fieldHTML(_ field: SignUpField, words: SignUpPageWords, messages: [String], focused: Bool) -> String {
        let name = HTMLText.escaped(form.name(of: field))
        let constraints = self.constraints[form.name(of: field)] ?? FieldConstraints()
        var attributes = constraints.htmlAttributes
        attributes += [("id", form.name(of: field)), ("name", form.name(of: field))]
        if constraints.format == .checkbox {
            if values?[value: field] == .bool(true) { attributes.append(("checked", nil)) }
        } else {
            attributes.append(("autocomplete", field.autocomplete))
            if field.isEchoed, let text = values.map({ Self.text(of: $0[value: field]) }), !text.isEmpty {
                attributes.append(("value", text))
            }
        }
        if !messages.isEmpty {
            attributes += [("aria-invalid", "true"), ("aria-describedby", form.name(of: field) + "-error")]
        }
        if focused { attributes.append(("autofocus", nil)) }
        let input =
            "<input "
            + attributes.map { name, value in value.map { "\(name)=\"\(HTMLText.escaped($0))\"" } ?? name }
            .joined(separator: " ") + ">"
        let optional =
            constraints.isRequired ? "" : " <span class=\"optional\">\(HTMLText.escaped(words.optional))</span>"
        let label = "<label for=\"\(name)\">\(HTMLText.escaped(words.label(field)))\(optional)</label>"
        let error =
            messages.isEmpty
            ? ""
            : "<p class=\"error\" id=\"\(name)-error\">"
                + messages.map { "<span>\(HTMLText.escaped($0))</span>" }.joined(separator: " ") + "</p>\n"
        let invalid = messages.isEmpty ? "" : " invalid"
        if constraints.format == .checkbox {
            return "<div class=\"field checkbox\(invalid)\">\n\(error)\(input) \(label)\n</div>\n"
        }
        return "<div class=\"field\(invalid)\">\n\(label)\n\(error)\(input)\n</div>\n"
    }

    /// A value as its input holds it: text as sent, a day as `YYYY-MM-DD`.
    private static func text(of value: FormValue) -> String {
        switch value {
        case .date(let date): FieldConstraints.day(date)
        default: value.text
        }
    }

    /// The page a browser gets once the account is stored.
    static func success(userName: String, language: String) -> String {
        let words = SignUpPageWords.words(in: language)
        let welcome = HTMLText.escaped(words.welcome).replacingOccurrences(
            of: "{name}", with: "<strong id=\"user-name\">\(HTMLText.escaped(userName))</strong>")
        return document(
            title: words.created, language: language,
            body: "<h1>\(HTMLText.escaped(words.created))</h1>\n<p class=\"success\">\(welcome)</p>\n")
    }

    /// A whole document around `body`, right to left for Arabic.
    private static func document(title: String, language: String, body: String) -> String {
        let direction = language == "ar" ? "rtl" : "ltr"
        return """
            <!DOCTYPE html>
            <html lang="\(HTMLText.escaped(language))" dir="\(direction)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    private static let style = """
        body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}\
        main{max-width:32rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px}\
        h1{margin-top:0}.field{margin:0 0 1rem}label{display:block;font-weight:600;margin-bottom:.25rem}\
        .checkbox label{display:inline;font-weight:400}.optional{font-weight:400;color:#5a5f69}\
        input:not([type=checkbox]){box-sizing:border-box;width:100%;padding:.45rem;font:inherit;\
        border:1px solid #8a8f98;border-radius:4px}.invalid input{border:2px solid #c0262d}\
        .error{color:#c0262d;font-weight:600;margin:.2rem 0}.error span{display:block}\
        .summary{border:3px solid #c0262d;padding:.5rem 1rem;margin-bottom:1.5rem}.summary h2{margin:.3rem 0}\
        .summary a{color:#c0262d}button{font:inherit;padding:.5rem 1.2rem;background:#00703c;color:#fff;\
        border:0;border-radius:4px}.success{font-size:1.1rem}
        """
}
