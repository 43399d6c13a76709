/// The command line of `benchmarks`.
///
/// ```swift
/// let options = try Options.parse(["--smoke", "--json", "--filter", "numeric"])
/// options.configuration == .smoke   // true
/// options.selects("numeric-16")     // true
/// ```
package struct Options: Sendable, Equatable {
    /// Tiny iteration counts: proves every case runs (CI).
    package var smoke = false
    /// Print the JSON array on standard output (the table goes to standard error).
    package var json = false
    /// List the cases and exit.
    package var list = false
    /// Print the usage and exit.
    package var help = false
    /// Exit with status 2 when a goal is missed (never with ``smoke``).
    package var checkGoals = false
    /// Run only cases whose name contains one of these (all when empty).
    package var filters: [String] = []
    /// Run only the variants with these names (all when empty), e.g. to profile one.
    package var variants: [String] = []
    /// Samples per variant, overriding the configuration's.
    package var repetitions: Int?
    /// Milliseconds per sample, overriding the configuration's.
    package var sampleMilliseconds: Double?
    /// A fixed number of iterations per sample, without calibration (for profilers and
    /// instruction counters such as callgrind, where time means little).
    package var iterations: Int?

    /// No options: the standard run of every case, printed as a table.
    package init() {}

    /// The usage text.
    package static let usage = """
        usage: benchmarks [--smoke] [--json] [--filter TEXT]... [--variant NAME]... [--repetitions N] [--sample-ms MS] [--iterations N] [--check-goals] [--list]

        Measures PatternKit beside the Strategy and Visitor articles' code and the usual alternatives, every
        variant of a case in the same run, and prints a table with medians and ratios.
        Build it optimized: swift run -c release benchmarks

          --smoke          2 samples of 2 iterations per variant (CI: proves every case runs)
          --json           JSON array on standard output; the table goes to standard error
          --filter TEXT    only cases whose name contains TEXT (repeatable)
          --variant NAME   only variants named NAME (repeatable), e.g. to profile one
          --repetitions N  samples per variant (default 15)
          --sample-ms MS   milliseconds per sample (default 10)
          --iterations N   exactly N iterations per sample, no calibration (for profilers)
          --check-goals    exit with status 2 when a goal is missed (not with --smoke)
          --list           list the cases and exit
        """

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``OptionsError`` for an unknown option or a missing or invalid value.
    package static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--smoke": options.smoke = true
            case "--json": options.json = true
            case "--list": options.list = true
            case "--help", "-h": options.help = true
            case "--check-goals": options.checkGoals = true
            case "--filter": options.filters.append(try value(of: argument, from: &remaining))
            case "--variant": options.variants.append(try value(of: argument, from: &remaining))
            case "--repetitions":
                guard let count = Int(try value(of: argument, from: &remaining)), count > 0 else {
                    throw OptionsError("--repetitions needs a positive whole number")
                }
                options.repetitions = count
            case "--iterations":
                guard let count = Int(try value(of: argument, from: &remaining)), count > 0 else {
                    throw OptionsError("--iterations needs a positive whole number")
                }
                options.iterations = count
            case "--sample-ms":
                guard let milliseconds = Double(try value(of: argument, from: &remaining)), milliseconds > 0 else {
                    throw OptionsError("--sample-ms needs a positive number")
                }
                options.sampleMilliseconds = milliseconds
            default:
                throw OptionsError("unknown option \(argument)")
            }
        }
        return options
    }

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws(OptionsError)
        -> String
    {
        guard let value = remaining.popFirst() else { throw OptionsError("\(option) needs a value") }
        return value
    }

    /// The run configuration these options ask for.
    package var configuration: RunConfiguration {
        var configuration = smoke ? RunConfiguration.smoke : .standard
        if let repetitions { configuration.repetitions = repetitions }
        if let sampleMilliseconds, !smoke { configuration.sampleNanoseconds = sampleMilliseconds * 1_000_000 }
        if let iterations { configuration.fixedIterations = iterations }
        return configuration
    }

    /// Whether the variant named `name` runs.
    package func selects(variant name: String) -> Bool {
        variants.isEmpty || variants.contains(name)
    }

    /// Whether the case named `name` runs.
    package func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }
}

/// A command line `benchmarks` does not understand.
package struct OptionsError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    package let description: String

    /// An error saying `description`.
    package init(_ description: String) {
        self.description = description
    }
}
