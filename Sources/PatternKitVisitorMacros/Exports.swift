// `import PatternKitVisitorMacros` is all an app needs: the macros and the Visitors kit they write for.
@_exported import PatternKitVisitors
