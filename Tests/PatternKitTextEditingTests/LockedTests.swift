import PatternKitTextEditing
import Testing

@Suite("Locked: one value, changed from many threads, none of the changes lost")
struct LockedTests {
    @Test("eight tasks adding 20,000 times each leave exactly 160,000")
    func noLostUpdates() async {
        let total = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<20_000 { total.withLock { $0 += 1 } }
                }
            }
        }
        #expect(total.withLock { $0 } == 160_000)
    }

    @Test("the body's result is returned, and the value keeps every change")
    func results() {
        let names = Locked(["a"])
        let count = names.withLock { names in
            names.append("b")
            return names.count
        }
        #expect(count == 2)
        names.withLock { $0.append("c") }
        #expect(names.withLock { $0 } == ["a", "b", "c"])
    }
}
