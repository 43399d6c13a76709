/// The run as a table a person reads: one row per variant, medians, spread, rates and
/// how each variant compares with its case's baseline, then the goals.
///
/// The table is Markdown (pipes and a header rule), so it reads in a terminal and can
/// be pasted into `Benchmarks/RESULTS.md` as it is:
///
/// ```text
/// | case       | variant    | time/op | ±    | rate | bytes/op | vs baseline    |
/// |------------|------------|---------|------|------|----------|----------------|
/// | numeric-16 | article       | 11.2 µs | 1.3% |      |          | baseline       |
/// | numeric-16 | patternkit | 9.10 ns | 2.0% |      |          | 1231× faster   |
/// ```
package enum ResultTable {
    /// The table of `reports`, followed by the goal lines unless `goals` is `false`.
    package static func render(_ reports: [CaseReport], goals showsGoals: Bool = true) -> String {
        let header = ["case", "variant", "time/op", "±", "rate", "bytes/op", "vs baseline"]
        var rows: [[String]] = []
        for report in reports {
            for measurement in report.measurements {
                rows.append(row(measurement, in: report))
            }
        }
        var lines = [format(header, widths: widths(header, rows))]
        lines.append(rule(widths(header, rows)))
        lines += rows.map { format($0, widths: widths(header, rows)) }
        let goals = reports.flatMap(\.goalResults)
        if showsGoals, !goals.isEmpty {
            lines.append("")
            lines.append("Goals:")
            lines += goals.map(goalLine)
        }
        return lines.joined(separator: "\n")
    }

    /// One goal as a line: `- met    numeric-16: patternkit ≥ 100× article (achieved 812×)`.
    package static func goalLine(_ result: GoalResult) -> String {
        let verdict =
            switch result.isMet {
            case true?: "met   "
            case false?: "MISSED"
            case nil: "n/a   "
            }
        return
            "- \(verdict) \(result.caseName): \(result.statement) (achieved \(result.achieved ?? "nothing: variant did not run"))"
    }

    private static func row(_ measurement: Measurement, in report: CaseReport) -> [String] {
        let time = measurement.nanosecondsPerOp
        var rate = ""
        if let perSecond = report.gigabytesPerSecond(of: measurement.variant) {
            rate = "\(Format.number(perSecond)) GB/s"
        } else if let items = report.info.items, items.count > 0 {
            rate = "\(Format.duration(time / Double(items.count)))/\(items.unit)"
        }
        let bytes = measurement.bytesPerOp.map(Format.bytes) ?? ""
        let comparison: String
        if measurement.variant == report.info.baseline {
            comparison = "baseline"
        } else if let speedup = report.speedup(of: measurement.variant) {
            comparison = Format.comparison(speedup, with: report.info.baseline)
        } else {
            comparison = ""
        }
        let spread = measurement.relativeSpread.map { "\(Format.number($0 * 100))%" } ?? ""
        return [report.info.name, measurement.variant, Format.duration(time), spread, rate, bytes, comparison]
    }

    private static func widths(_ header: [String], _ rows: [[String]]) -> [Int] {
        header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
    }

    private static func format(_ cells: [String], widths: [Int]) -> String {
        let padded = cells.indices.map { cells[$0].padding(to: widths[$0]) }
        return "| " + padded.joined(separator: " | ") + " |"
    }

    private static func rule(_ widths: [Int]) -> String {
        "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
