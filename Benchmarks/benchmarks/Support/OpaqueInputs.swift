import BenchmarkHarness

/// `inputs`, hidden from the optimizer (see `opaque`), with a count that is a power of
/// two so a loop can pick `inputs[index & mask]` without a division.
func opaqueInputs<Element>(_ inputs: [Element]) -> [Element] {
    precondition(inputs.count > 0 && inputs.count & (inputs.count - 1) == 0, "input count must be a power of two")
    return opaque(inputs)
}
