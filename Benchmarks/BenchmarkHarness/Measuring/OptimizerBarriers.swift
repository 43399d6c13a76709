// Barriers that keep the optimizer from deleting or precomputing the work being timed.
//
// Both functions are compiled without optimization and never inlined, so a caller's
// optimizer must assume they read and write anything: a value handed to `blackHole`
// has to be computed, and a value returned by `opaque` cannot be known in advance
// (no constant folding of a literal input, no hoisting of a "pure" call out of a loop).

/// Consumes `value` so that the code computing it cannot be removed as dead.
///
/// ```swift
/// var passed = 0
/// for input in inputs where validator.isValid(input) { passed &+= 1 }
/// blackHole(passed)
/// ```
@inline(never)
@_optimize(none)
package func blackHole<T>(_ value: T) {}

/// Returns `value` unchanged, hiding it from the optimizer: inputs built from literals
/// pass through it so the measured code cannot be specialized for them.
///
/// ```swift
/// let inputs = opaque(["0123456789012345", "9876543210987654"])
/// ```
@inline(never)
@_optimize(none)
package func opaque<T>(_ value: T) -> T {
    value
}
