import KeyValueObserving
import Testing

@Suite struct SeveralObjectsTests {
  @Test func oneObservationOverSeveralObjectsReportsTheObject() {
    let first = Counter()
    let second = Counter()
    var seen: [(ObjectIdentifier, Int)] = []
    let token = Counter.observe([first, second], keyPaths: [\.value], options: [.new]) {
      counter, _, change in
      seen.append((ObjectIdentifier(counter), change.newValue as? Int ?? -1))
    }
    second.value = 2
    first.value = 1
    #expect(seen.map(\.0) == [ObjectIdentifier(second), ObjectIdentifier(first)])
    #expect(seen.map(\.1) == [2, 1])
    token.invalidate()
    first.value = 5
    #expect(seen.count == 2)
  }
}
