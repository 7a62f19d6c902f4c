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
    // L = 75, a = b = 0: every component is the white's tristimulus value
    // times ((75 + 16) / 116)³, scaled by 0.01.
    #expect(
      Self.isClose(received.last, [0.45886889861336044, 0.48278104370822905, 0.525666483820831]))

    color.lComponent = 50
    #expect(received.count == 2)
    color.aComponent = 20
    #expect(received.count == 3)
    color.bComponent = -10
    #expect(received.count == 4)
    // L = 50, a = 20, b = -10 by the article's formulas, fy = 66 / 116:
    // red 95.047 fy³, green 100 (fy + 20/500)³, blue 108.883 (fy + 10/200)³.
    #expect(
      Self.isClose(received.last, [0.1750637602505228, 0.22582816417237286, 0.2582019056929867]))
    withExtendedLifetime(token) {}
  }

  /// Whether `values` match `expected` within 1e-12 each.
  static func isClose(_ values: [Double]?, _ expected: [Double]) -> Bool {
    guard let values, values.count == expected.count else { return false }
    return zip(values, expected).allSatisfy { abs($0 - $1) < 1e-12 }
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
