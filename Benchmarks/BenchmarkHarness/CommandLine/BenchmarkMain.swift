import Foundation

/// The whole program: parse options, run the selected cases, print the table (and the
/// JSON), and return the exit status.
///
/// ```swift
/// // main.swift of an executable
/// exit(BenchmarkMain.run(cases: allCases, arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
///
/// Progress goes to standard error as each case runs. Exit status: 0 when every case ran,
/// 1 for a bad command line or variants that disagree, 2 with `--check-goals` when a
/// goal is missed.
package enum BenchmarkMain {
    /// Runs `cases` as `arguments` say and returns the exit status.
    package static func run(cases: [BenchmarkCase], arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            printError("benchmarks: \(error)\n\n\(Options.usage)")
            return 1
        }
        if options.help {
            print(Options.usage)
            return 0
        }
        let selected = cases.filter { options.selects($0.name) }
        if options.list {
            for benchmarkCase in selected {
                print("\(benchmarkCase.name): \(benchmarkCase.info.summary)")
            }
            return 0
        }
        guard !selected.isEmpty else {
            printError("benchmarks: no case matches \(options.filters)")
            return 1
        }
        let runner = Runner(configuration: options.configuration)
        var reports: [CaseReport] = []
        for benchmarkCase in selected {
            printError("measuring \(benchmarkCase.name): \(benchmarkCase.info.summary)")
            do {
                reports.append(try runner.run(benchmarkCase) { options.selects(variant: $0) })
            } catch {
                printError("benchmarks: \(benchmarkCase.name): variants disagree: \(error)")
                return 1
            }
        }
        // Two iterations per sample measure the clock, not the code: no goal is judged.
        let table = ResultTable.render(reports, goals: !options.smoke)
        if options.json {
            printError("\n" + table)
            print(JSONReport.render(reports))
        } else {
            print("\n" + table)
        }
        if options.smoke {
            printError(
                "\n(--smoke: \(options.configuration.fixedIterations ?? 0) iterations per sample; the numbers mean nothing and goals are not checked)"
            )
            return 0
        }
        let missed = reports.flatMap(\.goalResults).contains { $0.isMet == false }
        return options.checkGoals && missed ? 2 : 0
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
