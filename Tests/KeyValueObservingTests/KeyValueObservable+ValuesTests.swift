import KeyValueObserving
import Testing

@Suite struct ValuesTests {
  @Test func yieldsTheCurrentValueThenEachChange() async {
    let counter = Counter()
    counter.value = 1
    let values = counter.values(for: \.value)
    counter.value = 2
    counter.value = 3
    var received: [Int] = []
    for await value in values {
      received.append(value)
      if received.count == 3 { break }
    }
    #expect(received == [1, 2, 3])
  }

  @Test func endsWhenTheObjectGoes() async {
    var counter: Counter? = Counter()
    let values = counter!.values(for: \.value)
    counter?.value = 5
    counter = nil
    var received: [Int] = []
    for await value in values { received.append(value) }
    #expect(received == [0, 5])
  }

  @Test func stoppingIterationEndsTheObservation() async {
    let counter = Counter()
    do {
      let values = counter.values(for: \.value)
      for await _ in values { break }
    }
    #expect(counter.observationInfo.entries.isEmpty)
  }

  @Test func bufferingNewestKeepsOnlyTheLatest() async {
    let counter = Counter()
    let values = counter.values(for: \.value, bufferingPolicy: .bufferingNewest(1))
    for value in 1...10 { counter.value = value }
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next() == 10)
  }
}
