// `swift run -c release benchmarks`: PatternKit beside the Strategy and Visitor articles' code and the usual
// alternatives, every variant of a case in the same run. `--help` lists the options.
import BenchmarkHarness
import Foundation

exit(BenchmarkMain.run(cases: allCases, arguments: Array(CommandLine.arguments.dropFirst())))
