// `import PatternKitVisitorsUIKit` is enough to write the visitors its data sources take: the
// Visitors core comes with its UIKit adapters.
@_exported import PatternKitVisitors
