public import Foundation

extension FormValues {
    /// The values of `form`'s fields in a JSON object, each read strictly by its kind: what a
    /// server reads from a request before `form` judges it — in one step with
    /// `TypedForm.parse(_:)`.
    ///
    /// ```swift
    /// let values = try FormValues(json: body, form: signUp.validator)
    /// let value = try await signUp.parse(values)
    /// ```
    ///
    /// Each field is found by its name (its raw value when that is text), as a key of the
    /// object or as a dotted path into nested objects and arrays (`"address.city"`,
    /// `"phones.0"`). A text field takes JSON text only (every scalar kept), a number field
    /// JSON numbers only, a switch `true`/`false` only, a date ISO 8601 text (`2025-01-31` or
    /// `2025-01-31T09:30:00Z`), a choice text, a list an array. A number and a date are read
    /// by their kind's one reader, as typed-in text and URL-encoded fields are: an `Int` is
    /// exactly whole (`3.0` is 3, `3.000…001` is refused), a `Decimal` keeps every digit (38
    /// at most), a `Double` is neither infinite nor rounded to zero, a date's instant is within
    /// the years 0001–9999 in UTC (the DocC article "Typed forms" has the table). Any other
    /// value is that field's reading error (in `FormValues.readingErrors`), which the form
    /// reports as the field's failure. `null` or a missing key is no value. Keys that are no
    /// field are ignored. A UTF-8 byte order mark is skipped.
    ///
    /// Only what leads to a field is kept: the rest of the body is read to the same strict
    /// rules and dropped as it is read, so thousands of values under a key no field names cost
    /// one pass over their bytes, and the fields hold at most 10,000 values in all.
    ///
    /// - Throws: ``FormRejection`` — with `unreadableForm` (1580) and a `detail` when the
    ///   body is not JSON, not an object, nested deeper than 64 levels, or its fields hold
    ///   more than 10,000 values; with
    ///   `duplicateKey` (1581) on the key's path when an object has a key twice (anywhere in
    ///   the body); with `ambiguousKey` (1582) on the field when a dotted field is sent both
    ///   as one key and as nested objects.
    public init(json: Data, form: FormValidator<Field>) throws(FormRejection) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(json), keeping: JSONFieldPaths(form.fields.map(form.name(of:))))
        } catch {
            if let path = error.duplicateKeyPath {
                throw FormRejection(failures: [.init(field: path, error: ValidationError(.duplicateKey))])
            }
            throw Self.unreadable(error.description)
        }
        guard case .object = root else {
            throw Self.unreadable("the body must be a JSON object of fields, such as {\"email\": \"ada@example.com\"}")
        }
        self.init()
        var ambiguous: [FormRejection.Failure] = []
        for field in form.fields {
            let name = form.name(of: field)
            if root.isAmbiguous(at: name) {
                ambiguous.append(.init(field: name, error: ValidationError(.ambiguousKey)))
                continue
            }
            guard let json = root.value(at: name) else { continue }
            switch FormValueReader.read(json, as: form.kind(of: field)) {
            case .success(let value): self[value: field] = value
            case .failure(let error): readingErrors[field] = error
            }
        }
        guard ambiguous.isEmpty else { throw FormRejection(failures: ambiguous) }
    }

    /// The values of `form`'s fields in URL-encoded form fields — what an HTML form posts
    /// (`application/x-www-form-urlencoded`) and what a query string holds — read as a
    /// browser writes them: every value is text (`+` a space, `%XX` UTF-8 bytes, every scalar
    /// kept), read by its kind's one reader as a JSON body's values are — a number field's text
    /// must be a number as JSON writes it, a switch `true`/`on`/`1`/`yes` or
    /// `false`/`off`/`0`/`no` (a checkbox left unchecked sends nothing: `false`), a date ISO
    /// 8601 text — a list one key per item (`topics=a&topics=b`, or `topics[]=a`); an empty
    /// value of a typed field is no value.
    ///
    /// - Throws: ``FormRejection`` — with `unreadableForm` (1580) when the text is not
    ///   URL-encoded UTF-8 or has more than 1,000 fields; with `duplicateKey` (1581) on a
    ///   field that is not a list and is sent more than once.
    public init(urlEncoded text: Substring, form: FormValidator<Field>) throws(FormRejection) {
        var sent: [String: [String]] = [:]
        var count = 0
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            count += 1
            guard count <= 1000 else { throw Self.unreadable("more than 1,000 form fields") }
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = Self.percentDecoded(parts[0]),
                let value = Self.percentDecoded(parts.count > 1 ? parts[1] : "")
            else { throw Self.unreadable("a form field that is not URL-encoded UTF-8") }
            sent[key.hasSuffix("[]") ? String(key.dropLast(2)) : key, default: []].append(value)
        }
        self.init()
        for field in form.fields {
            let name = form.name(of: field)
            let kind = form.kind(of: field)
            let texts = sent[name] ?? []
            if texts.count > 1, !kind.isList {
                throw FormRejection(failures: [.init(field: name, error: ValidationError(.duplicateKey))])
            }
            switch FormValueReader.read(texts: texts, as: kind) {
            case .success(let value): self[value: field] = value
            case .failure(let error): readingErrors[field] = error
            }
        }
    }

    private static func unreadable(_ detail: String) -> FormRejection {
        FormRejection(formError: ValidationError(.unreadableForm, parameters: [.detail: .string(detail)]))
    }

    /// `text` with `+` as a space and `%XX` as bytes, or `nil` when it is not UTF-8 or has a
    /// broken escape.
    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return UTF8Text.decoded(bytes)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension FormValueKind {
    fileprivate var isList: Bool {
        shape == .list
    }
}
