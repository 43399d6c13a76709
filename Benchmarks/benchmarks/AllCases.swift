import BenchmarkHarness

/// Every case, in the order the table shows them.
@MainActor
let allCases: [BenchmarkCase] =
    [Numeric16.benchmark, Numeric1MiB.benchmark, Alpha16.benchmark, Email32.benchmark]
    + Keystroke.benchmarks
    + [TextEditCase.benchmark, Visitor1M.benchmark, Visitor16.benchmark]
    + HandlerDispatch.benchmarks
    + [DelegateForward.benchmark, HandlerChurn.benchmark, HandlerStreamCase.benchmark, TerminalFrame.benchmark]
    + Paste.benchmarks
    + [PhoneRegion.benchmark, PostalAny.benchmark]
    + SignUpRequest.benchmarks + [MessageFr.benchmark, HostileBody.benchmark]
