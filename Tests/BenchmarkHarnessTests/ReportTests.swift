import BenchmarkHarness
import Foundation
import Testing

@Suite("Reports: ratios, goals, the table and the JSON")
struct ReportTests {
    static func report(
        _ times: [(String, Double, Double?)], baseline: String, bytes: ByteMeaning? = nil, goals: [Goal] = []
    ) -> CaseReport {
        let benchmarkCase = BenchmarkCase("numeric-16", "digits", baseline: baseline, bytes: bytes, goals: goals) { [] }
        return CaseReport(
            benchmarkCase,
            measurements: times.map { name, time, bytes in
                Measurement(
                    variant: name, samples: [time, time * 2, time / 2], iterationsPerSample: 1, bytesPerOp: bytes)
            })
    }

    @Test("ratios are against the baseline, from medians")
    func ratios() {
        let report = Self.report(
            [("article", 3_000, nil), ("patternkit", 20, nil), ("slow", 6_000, nil)], baseline: "article")
        #expect(report.speedup(of: "patternkit") == 150)
        #expect(report.speedup(of: "slow") == 0.5)
        #expect(report.speedup(of: "missing") == nil)
    }

    @Test(
        "goals are met or missed from the medians",
        arguments: [
            (Goal.faster("patternkit", than: "article", by: 100), true),
            (Goal.faster("patternkit", than: "article", by: 200), false),
            (Goal.notSlower("patternkit", than: "article"), true),
            (Goal.notSlower("article", than: "patternkit"), false),
            (Goal.within("article", of: "patternkit", times: 150), true),
            (Goal.within("article", of: "patternkit", times: 149), false),
            (Goal.atMost("patternkit", nanoseconds: 20), true),
            (Goal.atMost("patternkit", nanoseconds: 19.9), false),
            (Goal.throughput("patternkit", gigabytesPerSecond: 50), true),
            (Goal.throughput("article", gigabytesPerSecond: 1), false),
        ])
    func goals(goal: Goal, met: Bool) {
        let report = Self.report(
            [("article", 3_000, 1_000), ("patternkit", 20, 1_000)], baseline: "article", bytes: .processed,
            goals: [goal])
        #expect(report.goalResults.map(\.isMet) == [met])
    }

    @Test("a goal about a variant that did not run cannot be checked")
    func uncheckable() {
        let report = Self.report(
            [("article", 3_000, nil)], baseline: "article", goals: [.faster("patternkit", than: "article", by: 10)])
        #expect(report.goalResults.map(\.isMet) == [nil])
    }

    @Test("throughput is bytes per nanosecond, i.e. GB/s, only where bytes are processed")
    func throughput() {
        let processed = Self.report([("patternkit", 100_000, 1_048_576)], baseline: "patternkit", bytes: .processed)
        #expect(processed.gigabytesPerSecond(of: "patternkit") == 10.48576)
        let retained = Self.report([("patternkit", 100, 277)], baseline: "patternkit", bytes: .retained)
        #expect(retained.gigabytesPerSecond(of: "patternkit") == nil)
    }

    @Test("the table has one row per variant with its comparison, then the goals")
    func table() {
        let report = Self.report(
            [("article", 3_000, nil), ("patternkit", 20, nil)], baseline: "article",
            goals: [.faster("patternkit", than: "article", by: 100)]
        )
        let lines = ResultTable.render([report]).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("| case"))
        #expect(lines[2].contains("article") && lines[2].contains("3.00 µs") && lines[2].contains("baseline"))
        #expect(
            lines[3].contains("patternkit") && lines[3].contains("20.0 ns")
                && lines[3].contains("150× faster than article"))
        #expect(Set(lines[0...3].map(\.count)).count == 1, "columns are aligned")
        #expect(lines.last == "- met    numeric-16: patternkit ≥ 100× article (achieved 150×)")
        #expect(!ResultTable.render([report], goals: false).contains("Goals"))
    }

    @Test("the JSON is an array of {case, variant, ns_per_op, bytes_per_op?} objects")
    func json() throws {
        let reports = [
            Self.report([("article", 3_000.25, nil), ("patternkit", 20, nil)], baseline: "article"),
            Self.report([("patternkit", 61_234.5678, 1_048_576)], baseline: "patternkit", bytes: .processed),
        ]
        let text = JSONReport.render(reports)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == 3)
        #expect(
            parsed.map { Set($0.keys) } == [
                ["case", "variant", "ns_per_op"], ["case", "variant", "ns_per_op"],
                ["case", "variant", "ns_per_op", "bytes_per_op"],
            ])
        #expect(parsed[0]["case"] as? String == "numeric-16")
        #expect(parsed[0]["variant"] as? String == "article")
        #expect(parsed[0]["ns_per_op"] as? Double == 3_000.25)
        #expect(parsed[2]["ns_per_op"] as? Double == 61_234.568)
        #expect(parsed[2]["bytes_per_op"] as? Int == 1_048_576)
    }

    @Test("no cases give an empty JSON array")
    func emptyJSON() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(JSONReport.render([]).utf8)) as? [Any]
        #expect(parsed?.isEmpty == true)
    }
}
