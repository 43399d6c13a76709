/// One way of doing a case's operation: the code of the Strategy or Visitor article, a baseline, or PatternKit.
///
/// The body runs the operation `iterations` times in a loop of its own, so the cost of
/// calling the body is paid once per sample, not once per operation:
///
/// ```swift
/// Variant("patternkit") { iterations in
///     var passed = 0
///     for index in 0..<iterations where validator.isValid(inputs[index & 7]) { passed &+= 1 }
///     blackHole(passed)
/// }
/// ```
package struct Variant {
    /// The variant's name, as the table and the JSON show it (`article`, `patternkit`, …).
    package let name: String
    /// Bytes per operation, when bytes are the natural unit (see ``BenchmarkCase/bytes``).
    package let bytesPerOp: Double?
    /// Runs the operation the given number of times.
    package let body: (_ iterations: Int) -> Void

    /// A variant named `name` whose `body` runs the operation `iterations` times.
    ///
    /// - Parameters:
    ///   - name: The name shown in the table and the JSON.
    ///   - bytesPerOp: Bytes processed or retained per operation, if that is meaningful.
    ///   - body: Runs the operation as many times as it is told; it must hand what it
    ///     computes to ``blackHole(_:)`` so the optimizer cannot drop the work.
    package init(_ name: String, bytesPerOp: Double? = nil, body: @escaping (_ iterations: Int) -> Void) {
        self.name = name
        self.bytesPerOp = bytesPerOp
        self.body = body
    }
}
