import KeyValueObserving
import Testing

/// The acceptance test of objc.io issue 7's example, ported faithfully.
@Suite struct ArticleLabColorTests {
  @Test func colorObserverIsCalledAtRegistrationAndOncePerComponentChange() {
    let color = ArticleLabColor()
    var received: [[Double]] = []
    let token = color.observe(\.color, options: [.initial, .new]) { _, change in
      received.append(change.newValue ?? [])
    }
    #expect(received.count == 1)
    #expect(received.last == color.color)

    color.lComponent = 50
    #expect(received.count == 2)
    color.aComponent = 20
    #expect(received.count == 3)
    color.bComponent = -10
    #expect(received.count == 4)
    #expect(received.last == color.color)
    // L = 50, a = 20, b = -10 by the article's formulas.
    let fy = (50.0 + 16) / 116
    #expect(abs(color.redComponent - 95.047 * fy * fy * fy) < 1e-12)
    withExtendedLifetime(token) {}
  }

  @Test func settingAComponentNotifiesGreenAndColorButNotRedOrBlue() {
    let color = ArticleLabColor()
    var notified: [String] = []
    let tokens = [
      color.observe(\.redComponent) { _, _ in notified.append("red") },
      color.observe(\.greenComponent) { _, _ in notified.append("green") },
      color.observe(\.blueComponent) { _, _ in notified.append("blue") },
      color.observe(\.color) { _, _ in notified.append("color") },
    ]
    color.aComponent = 20
    #expect(notified == ["green", "color"])
    notified = []
    color.lComponent = 40
    #expect(notified == ["red", "green", "blue", "color"])
    withExtendedLifetime(tokens) {}
  }

  @Test func colorIsNotifiedOncePerChangeThroughTheDiamond() {
    let color = ArticleLabColor()
    var count = 0
    let token = color.observe(\.color) { _, _ in count += 1 }
    color.lComponent = 10  // red, green and blue all change; color once
    #expect(count == 1)
    withExtendedLifetime(token) {}
  }
}
