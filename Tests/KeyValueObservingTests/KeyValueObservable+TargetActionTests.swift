import KeyValueObserving
import Testing

/// A target for target/action observations.
final class ColorView {
  var hexChanges: [String] = []
  var pings = 0

  func counterChanged(_ counter: Counter, _ change: ObservedChange<Int>) {
    hexChanges.append("\(change.oldValue ?? -1)->\(change.newValue ?? -1)")
  }

  func ping() { pings += 1 }
}

@Suite struct TargetActionTests {
  @Test func targetActionCallsTheTargetsMethod() {
    let counter = Counter()
    let view = ColorView()
    let token = counter.observe(
      \.value, options: [.old, .new], target: view, action: ColorView.counterChanged)
    counter.value = 3
    #expect(view.hexChanges == ["0->3"])
    let ping = counter.observe(\.value, target: view, action: ColorView.ping)
    counter.value = 4
    #expect(view.pings == 1)
    withExtendedLifetime((token, ping)) {}
  }

  @Test func aReleasedTargetEndsTheObservationSilently() {
    let counter = Counter()
    var view: ColorView? = ColorView()
    weak let weakView = view
    let token = counter.observe(\.value, target: view!, action: ColorView.ping)
    #expect(token.isValid)
    view = nil
    #expect(weakView == nil)  // the observation did not retain the target
    #expect(!token.isValid)
    counter.value = 1  // no call, no crash
    #expect(counter.observationInfo.entries.isEmpty)  // ended on that delivery
  }
}
