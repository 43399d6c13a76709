#if Vapor
    import Foundation
    import PatternKitValidation

    /// How a request's body holds a form, from its `Content-Type`.
    enum FormBodyFormat {
        case json
        case urlEncoded

        /// The format `contentType` names: `application/json` or
        /// `application/x-www-form-urlencoded`, in any case, with no charset or `utf-8`.
        ///
        /// - Throws: `FormRejection` with `unsupportedFormat` (1584) for any other type or
        ///   charset, or none; the reason never repeats what was sent.
        init(contentType: String?) throws(FormRejection) {
            let parts = (contentType ?? "").split(separator: ";", omittingEmptySubsequences: false)
            let type = parts.first.map { $0.trimmingWhitespace.lowercased() } ?? ""
            switch type {
            case "application/json": self = .json
            case "application/x-www-form-urlencoded": self = .urlEncoded
            default: throw Self.unsupported
            }
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace }
                guard pair.count == 2, pair[0].lowercased() == "charset" else { continue }
                let charset = pair[1].lowercased().trimmingCharacters(in: ["\""])
                guard charset == "utf-8" || charset == "utf8" else { throw Self.unsupported }
            }
        }

        private static var unsupported: FormRejection {
            FormRejection(
                formError: ValidationError(
                    .unsupportedFormat,
                    parameters: [.detail: "application/json or application/x-www-form-urlencoded, in UTF-8"]))
        }
    }

    extension Substring {
        fileprivate var trimmingWhitespace: String {
            String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
    }
#endif
