/// A case: one operation, measured with every variant in the same run.
///
/// The variants are built by ``makeVariants``, called only when the case runs, so its
/// inputs (a megabyte of text, a million elements) exist only while it is measured.
/// `makeVariants` is also where a case checks that its variants give the same answers
/// before any of them is timed; it throws ``VerificationFailure`` when they do not.
///
/// ```swift
/// BenchmarkCase(
///     "numeric-16", "NumericInputValidator on 16-character inputs",
///     baseline: "article",
///     goals: [.faster("patternkit", than: "article", by: 100)]
/// ) {
///     [Variant("article") { … }, Variant("patternkit") { … }]
/// }
/// ```
package struct BenchmarkCase {
    /// The case's name, summary, baseline, units and goals.
    package let info: CaseInfo
    /// Builds the inputs and the variants, checking that the variants agree (throwing
    /// ``VerificationFailure`` when they do not).
    package let makeVariants: () throws -> [Variant]

    /// The case's name (`numeric-16`).
    package var name: String { info.name }

    /// A case named `name`.
    ///
    /// - Parameters:
    ///   - name: The case's name.
    ///   - summary: What is measured, in one line.
    ///   - baseline: The variant the others are compared with.
    ///   - bytes: What the variants' bytes per operation mean, if they set it.
    ///   - items: Items handled by one operation, for a per-item figure.
    ///   - goals: The goals to check.
    ///   - makeVariants: Builds inputs and variants; throws when variants disagree.
    package init(
        _ name: String,
        _ summary: String,
        baseline: String,
        bytes: ByteMeaning? = nil,
        items: ItemCount? = nil,
        goals: [Goal] = [],
        makeVariants: @escaping () throws -> [Variant]
    ) {
        info = CaseInfo(name: name, summary: summary, baseline: baseline, bytes: bytes, items: items, goals: goals)
        self.makeVariants = makeVariants
    }
}

/// What a variant's bytes per operation count.
package enum ByteMeaning: Sendable, Equatable {
    /// Bytes of input one operation processes (the table shows a throughput).
    case processed
    /// Bytes of heap one operation leaves allocated (memory per registered handler).
    case retained
}

/// How many items one operation handles, so the table can show a per-item time.
package struct ItemCount: Sendable, Equatable {
    /// Items per operation.
    package let count: Int
    /// The item's name, singular (`element`).
    package let unit: String

    /// `count` items named `unit` per operation.
    package init(_ count: Int, _ unit: String) {
        self.count = count
        self.unit = unit
    }
}
