import BenchmarkHarness

/// One way to validate text, checked against the others before any is timed.
struct ValidationCheck {
    /// The variant's name.
    let name: String
    /// Whether the text passes.
    let isValid: (String) -> Bool
}

/// Builders shared by the validation cases.
enum ValidationVariants {
    /// Throws unless every check gives the same answer as the first on each probe.
    static func verify(_ checks: [ValidationCheck], on probes: [String], in caseName: String)
        throws(VerificationFailure)
    {
        guard let reference = checks.first else { return }
        for probe in probes {
            let expected = reference.isValid(probe)
            for check in checks.dropFirst() {
                try VerificationFailure.check(
                    check.isValid(probe) == expected,
                    "\(caseName): \(check.name) says \(!expected) and \(reference.name) says \(expected) for \(String(reflecting: probe.prefix(40)))"
                )
            }
        }
    }

    /// A variant validating `inputs` round-robin, one input per operation, counting passes.
    ///
    /// Inlined where it is called, so `check` is inlined into the loop too: the loop costs
    /// the same for every variant, and the validation is all that differs.
    @inline(__always)
    static func variant(_ check: ValidationCheck, inputs: [String], bytesPerOp: Double? = nil) -> Variant {
        let mask = inputs.count - 1
        let isValid = check.isValid
        return Variant(check.name, bytesPerOp: bytesPerOp) { iterations in
            var passed = 0
            for index in 0..<iterations where isValid(inputs[index & mask]) {
                passed &+= 1
            }
            blackHole(passed)
        }
    }
}
