/// The run as JSON, for tools: an array with one object per variant,
/// `{"case": …, "variant": …, "ns_per_op": …}` plus `"bytes_per_op"` where the variant
/// reports bytes (processed bytes for throughput cases, retained heap bytes for memory).
///
/// ```json
/// [
///   {"case": "numeric-1MiB", "variant": "patternkit", "ns_per_op": 61234.5, "bytes_per_op": 1048576},
///   {"case": "numeric-16", "variant": "article", "ns_per_op": 11234.56}
/// ]
/// ```
///
/// `ns_per_op` is the median of the samples, rounded to a thousandth of a nanosecond.
package enum JSONReport {
    /// The JSON text for `reports`, one object per line.
    package static func render(_ reports: [CaseReport]) -> String {
        var objects: [String] = []
        for report in reports {
            for measurement in report.measurements {
                var fields = [
                    "\"case\": \(quoted(report.info.name))",
                    "\"variant\": \(quoted(measurement.variant))",
                    "\"ns_per_op\": \(number(measurement.nanosecondsPerOp))",
                ]
                if let bytes = measurement.bytesPerOp {
                    fields.append("\"bytes_per_op\": \(number(bytes))")
                }
                objects.append("  {" + fields.joined(separator: ", ") + "}")
            }
        }
        return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    /// A JSON number: finite, rounded to three decimals, whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return "\(rounded)"
    }

    /// A JSON string literal with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
