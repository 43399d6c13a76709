import Foundation
import PatternKitValidation
import ShowcaseKit
import Testing

@testable import signup_server

/// The sign-up page's pieces that need no server, so they run in every `swift test`: the one
/// escaping function, the one mapping from a field's constraints to HTML attributes, and the
/// page's words in every language PatternKit speaks.
@Suite("Sign-up page markup")
struct SignUpPageMarkupTests {
    @Test(
        "every character that could start markup or end an attribute is escaped; other text is kept",
        arguments: [
            ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
            (#""><img src=x onerror=alert(1)>"#, "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"),
            ("' onfocus='alert(1)", "&#39; onfocus=&#39;alert(1)"),
            ("Tom & Jerry &amp;", "Tom &amp; Jerry &amp;amp;"),
            ("Dörte 用户 👩‍💻 e\u{301}", "Dörte 用户 👩‍💻 e\u{301}"),
            ("", ""),
        ])
    func escapes(_ text: String, _ expected: String) {
        #expect(HTMLText.escaped(text) == expected)
    }

    @Test("an escaped value has no character left that HTML reads as markup or as a quote")
    func escapedHasNoMarkup() {
        let hostile = String(repeating: #"<&>"'"#, count: 1000)
        let escaped = HTMLText.escaped(hostile)
        #expect(!escaped.contains { "<>\"'".contains($0) })
        #expect(escaped.count == 1000 * ("&lt;&amp;&gt;&quot;&#39;".count))
    }

    @Test("constraints become the input's type and the attributes a browser checks, in a fixed order")
    func attributes() {
        let userName = FieldConstraints(
            isRequired: true, minimumLength: 3, maximumLength: 20, isASCII: true, pattern: "[A-Za-z0-9]+")
        #expect(
            userName.htmlAttributes.map { "\($0.name)=\($0.value ?? "")" } == [
                "type=text", "required=", "minlength=3", "maxlength=20", "pattern=[A-Za-z0-9]+",
            ])
        let teamSize = FieldConstraints(format: .integer, minimum: .integer(1), maximum: .integer(50))
        #expect(teamSize.htmlAttributes.map { "\($0.name)=\($0.value ?? "")" } == ["type=number", "min=1", "max=50"])
        let day = Date(timeIntervalSince1970: 951_782_400)  // 2000-02-29T00:00:00Z
        let birthDate = FieldConstraints(format: .date, maximum: .date(day))
        #expect(birthDate.htmlAttributes.map { "\($0.name)=\($0.value ?? "")" } == ["type=date", "max=2000-02-29"])
    }

    @Test("no attribute that would make a browser refuse what the server accepts")
    func nothingStricterThanTheServer() {
        // type="email" refuses a Unicode local part, which the server accepts.
        let email = FieldConstraints(format: .email, isRequired: true).htmlAttributes.map(\.name)
        #expect(email == ["type", "inputmode", "required"])
        // A browser counts UTF-16 code units: 64 emoji are 128 of them.
        let password = FieldConstraints(format: .password, minimumLength: 8, maximumLength: 64).htmlAttributes
        #expect(!password.contains { $0.name == "maxlength" })
        // A bound of another kind than the input's is not written.
        let mismatched = FieldConstraints(format: .integer, minimum: .text("1"), maximum: .date(Date()))
        #expect(mismatched.htmlAttributes.map(\.name) == ["type"])
    }

    @Test("the page has its own words in every language PatternKit has messages in, a label for every field")
    func wordsInEveryLanguage() {
        #expect(Set(SignUpPageWords.table.keys) == Set(ValidationLocalization.availableLanguages))
        for (language, words) in SignUpPageWords.table {
            #expect(words.labels.count == SignUpField.allCases.count, "\(language)")
            #expect(words.welcome.contains("{name}"), "\(language)")
            if language != "en" {
                #expect(words.title != SignUpPageWords.english.title, "\(language) is English")
            }
        }
    }

    @Test("a new form: one labelled input per field of the sign-up form, nothing marked invalid, no summary")
    func newForm() {
        let form = SignUpRules.form(directory: nil)
        let html = SignUpPage(form: form, language: "fr", constraints: SignUpPage.constraints(of: form)).html
        #expect(html.contains(#"<html lang="fr" dir="ltr">"#))
        #expect(html.contains(#"<form method="post" action="/signup" accept-charset="utf-8">"#))
        for field in form.fields {
            #expect(html.contains(#"<label for="\#(field.rawValue)">"#), "\(field)")
            #expect(html.contains(#"id="\#(field.rawValue)" name="\#(field.rawValue)""#), "\(field)")
        }
        #expect(html.contains(">Adresse e-mail</label>"))
        #expect(!html.contains("aria-invalid"))
        #expect(!html.contains("autofocus"))
        #expect(!html.contains("role=\"alert\""))
        #expect(
            SignUpPage(form: form, language: "ar", constraints: SignUpPage.constraints(of: form)).html.contains(
                #"dir="rtl""#))
    }
}
