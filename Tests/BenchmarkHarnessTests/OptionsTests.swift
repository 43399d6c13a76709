import BenchmarkHarness
import Testing

@Suite("Options: the benchmarks command line")
struct OptionsTests {
    @Test("no arguments: the standard run of every case")
    func defaults() throws {
        let options = try Options.parse([])
        #expect(options.configuration == .standard)
        #expect(options.selects("numeric-16") && options.selects("terminal-frame"))
        #expect(!options.json && !options.smoke)
    }

    @Test("--smoke --json: tiny iteration counts and JSON output")
    func smoke() throws {
        let options = try Options.parse(["--smoke", "--json"])
        #expect(options.configuration == .smoke)
        #expect(options.json)
    }

    @Test("--filter selects cases by name, --repetitions and --sample-ms tune the run")
    func tuning() throws {
        let options = try Options.parse([
            "--filter", "numeric", "--filter", "churn", "--repetitions", "31", "--sample-ms", "2.5",
        ])
        #expect(options.selects("numeric-16") && options.selects("handler-churn"))
        #expect(!options.selects("visitor-1M"))
        #expect(options.configuration.repetitions == 31)
        #expect(options.configuration.sampleNanoseconds == 2_500_000)
        #expect(options.configuration.fixedIterations == nil)
        #expect(try Options.parse(["--iterations", "1000"]).configuration.fixedIterations == 1000)
    }

    @Test(
        "bad command lines are errors, not crashes",
        arguments: [
            ["--fast"], ["--filter"], ["--repetitions", "0"], ["--iterations", "0"], ["--repetitions", "many"],
            ["--sample-ms", "-1"],
        ])
    func errors(arguments: [String]) {
        #expect(throws: OptionsError.self) { try Options.parse(arguments) }
    }
}
