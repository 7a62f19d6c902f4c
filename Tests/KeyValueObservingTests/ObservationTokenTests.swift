import Dispatch
import KeyValueObserving
import Synchronization
import Testing

@Suite struct ObservationTokenTests {
  @Test func invalidateStopsDeliveryAndIsIdempotent() {
    let counter = Counter()
    var count = 0
    let token = counter.observe(\.value) { _, _ in count += 1 }
    counter.value = 1
    #expect(token.isValid)
    token.invalidate()
    token.invalidate()
    #expect(!token.isValid)
    counter.value = 2
    #expect(count == 1)
  }

  @Test func releasingTheTokenEndsTheObservation() {
    let counter = Counter()
    var count = 0
    var token: ObservationToken? = counter.observe(\.value) { _, _ in count += 1 }
    counter.value = 1
    withExtendedLifetime(token) {}
    token = nil
    counter.value = 2
    #expect(count == 1)
    #expect(counter.observationInfo.entries.isEmpty)
  }

  @Test func anObservationCanRemoveItselfFromItsOwnCallback() {
    let counter = Counter()
    var values: [Int] = []
    var token: ObservationToken?
    token = counter.observe(\.value, options: [.new]) { _, change in
      values.append(change.newValue ?? -1)
      token?.invalidate()
      token = nil
    }
    counter.value = 1
    counter.value = 2
    #expect(values == [1])
    #expect(token == nil)
  }

  @Test func invalidationFromAnotherThreadIsSafeAndFinal() async {
    let counter = Counter()
    let count = Atomic<Int>(0)
    let token = counter.observe(\.value) { _, _ in count.wrappingAdd(1, ordering: .relaxed) }
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        token.invalidate()
        continuation.resume()
      }
    }
    counter.value = 1
    #expect(count.load(ordering: .relaxed) == 0)
    #expect(!token.isValid)
  }

  @Test func theTokenBecomesInvalidWhenTheObservedObjectGoes() {
    var counter: Counter? = Counter()
    let token = counter?.observe(\.value) { _, _ in }
    #expect(token?.isValid == true)
    counter = nil
    #expect(token?.isValid == false)
    token?.invalidate()  // after the object: still safe
  }

  @Test func tokensRetainNeitherTheObjectNorTheHandlersCapturesAfterInvalidation() {
    final class Capture {}
    weak var weakCounter: Counter?
    weak var weakCapture: Capture?
    var token: ObservationToken?
    do {
      let counter = Counter()
      let capture = Capture()
      weakCounter = counter
      weakCapture = capture
      token = counter.observe(\.value) { _, _ in withExtendedLifetime(capture) {} }
    }
    #expect(weakCounter == nil)  // the token does not keep the object
    #expect(token?.isValid == false)
    token = nil
    #expect(weakCapture == nil)  // nothing keeps the handler either
  }
}
