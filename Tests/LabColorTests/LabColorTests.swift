import KeyValueObserving
import LabColor
import Testing

@Suite struct LabColorTests {
  @Test func hexIsTheRoundedEncodedColorForEveryWhiteAndManyColors() {
    // `hex` quantizes the linear components by thresholds; the definition encodes them first.
    var generator = SeededGenerator(seed: 0x4E_C0DE)
    for white in [WhitePoint.d65, .d50] {
      for _ in 0..<20_000 {
        let l = Double.random(in: -10...110, using: &generator)
        let a = Double.random(in: -200...200, using: &generator)
        let b = Double.random(in: -200...200, using: &generator)
        let color = LabColor(l: l, a: a, b: b, white: white)
        let expected = RGB8(SRGB(Lab(l: l, a: a, b: b), white: white)).hex
        #expect(color.hex == expected, "\(l) \(a) \(b)")
      }
    }
  }

  @Test func valuesFollowTheColorScience() {
    let color = LabColor(l: 50, a: 20, b: 0)
    let lab = Lab(l: 50, a: 20, b: 0)
    let xyz = lab.xyz(white: .d65)
    #expect(isClose(color.x, xyz.x, within: 1e-15))
    #expect(isClose(color.y, xyz.y, within: 1e-15))
    #expect(isClose(color.z, xyz.z, within: 1e-15))
    #expect(isClose(color.srgb, SRGB(lab, white: .d65), within: 1e-12))
    // The README's example, as color.js computes it: lab(50 20 0) at D65 → rgb(152 107 120).
    #expect(color.hex == "#986b78")
    #expect(RGB8(color.srgb) == RGB8(red: 152, green: 107, blue: 120))
    #expect(color.inGamut)
  }

  @Test func grayAndWhiteAtTheEndsOfTheRange() {
    let white = LabColor(l: 100)
    #expect(white.hex == "#ffffff")
    #expect(isClose(white.y, 1, within: 1e-15))
    let black = LabColor(l: 0)
    #expect(black.hex == "#000000")
    #expect(black.x == 0 && black.y == 0 && black.z == 0)
    let negativeZero = LabColor(l: 50, a: -0.0, b: -0.0)
    #expect(negativeZero.hex == LabColor(l: 50).hex)
  }

  @Test func outOfGamutIsReportedNotHidden() {
    let vivid = LabColor(l: 50, a: 120, b: 0)
    #expect(!vivid.inGamut)
    #expect(vivid.red > 1)  // unclamped
    #expect(vivid.hex.hasPrefix("#ff"))  // clipped only in 8 bits
  }

  @Test func theDeclaredGraphMatchesWhatTheGettersRead() {
    let audit = DependencyAudit(
      auditing: LabColor(l: 50, a: 20, b: -10), LabColor(l: 5, a: -100, b: 100), LabColor(l: 100))
    #expect(audit.isClean, "\(audit)")
    #expect(audit.auditedKeyCount == 8)
  }

  @Test func settingANotifiesItsDependentsOnlyInOrder() {
    let color = LabColor()
    var delivered: [String] = []
    let tokens = LabColor.allKeys.map { name in
      // Observed by name, as the command line does.
      try? color.observe(keyPath: name) { _, _ in delivered.append(name) }
    }
    color.aComponent = 20
    #expect(delivered == ["aComponent", "x", "red", "green", "blue", "hex", "inGamut"])
    delivered = []
    color.lComponent = 60
    #expect(delivered == LabColor.allKeys.filter { $0 != "aComponent" && $0 != "bComponent" })
    withExtendedLifetime(tokens) {}
  }

  @Test func aTypedSetAndAStringKeyProduceIdenticalNotifications() throws {
    func record(_ change: (LabColor) throws -> Void) rethrows -> [String] {
      let color = LabColor()
      var events: [String] = []
      let token = color.observe(
        [\.lComponent, \.x, \.y, \.z, \.red, \.green, \.blue, \.hex, \.inGamut],
        options: [.old, .new, .prior]
      ) { _, keyPath, change in
        events.append("\(keyPath) \(change)")
      }
      try change(color)
      withExtendedLifetime(token) {}
      return events
    }
    let typed = record { $0.lComponent = 70 }
    #expect(typed.count == 18)
    #expect(try record { try $0.setValue(70.0, forKey: "lComponent") } == typed)
    #expect(try record { try $0.setValidatedValue("70", forKey: "l") } == typed)
    #expect(try record { try $0.setValidatedValue("70%", forKey: "lightness") } == typed)
  }

  @Test func keysAreReachedByTheNamesPeopleType() throws {
    let color = LabColor()
    for name in ["l", "L", "lightness", "L*", "LCOMPONENT"] {
      try color.setValidatedValue(42, forKey: name)
      #expect(color.lComponent == 42)
      color.lComponent = 0
    }
    try color.setValidatedValue("-12.5", forKey: "a*")
    try color.setValidatedValue("50%", forKey: "b")
    #expect(color.aComponent == -12.5)
    #expect(color.bComponent == 62.5)  // 100% b* = 125, as in CSS
    #expect(try color.value(forKey: "HEX") as? String == color.hex)
  }

  @Test func invalidComponentsAreRejectedAndLeaveTheColorUnchanged() {
    let color = LabColor(l: 50, a: 1, b: 2)
    var notifications = 0
    let token = color.observe(\.hex) { _, _ in notifications += 1 }
    let cases: [(String, Any?, String)] = [
      ("l", 120.0, "L* must be between 0 and 100 (got 120)"),
      ("l", -0.5, "L* must be between 0 and 100 (got -0.5)"),
      ("l", "150%", "L* must be between 0 and 100 (got 150%)"),
      ("l", Double.nan, "not a finite number"),
      ("a", Double.infinity, "not a finite number"),
      ("b", "1e309", "not a finite number"),
      ("b", "hot", "not a number"),
    ]
    for (key, value, reason) in cases {
      #expect(
        throws: KeyValueCodingError.invalidValue(
          key: key, value: KeyValueCodingErrorTestSupport.describe(value), reason: reason)
      ) {
        try color.setValidatedValue(value, forKey: key)
      }
    }
    #expect(throws: KeyValueCodingError.nilValue(key: "l")) {
      try color.setValidatedValue(nil, forKey: "l")
    }
    #expect(throws: KeyValueCodingError.readOnlyKey(key: "hex")) {
      try color.setValidatedValue("#000000", forKey: "hex")
    }
    #expect(color.lab == Lab(l: 50, a: 1, b: 2))
    #expect(notifications == 0)
    withExtendedLifetime(token) {}
  }

  @Test func l100IsAllowedAtTheBoundary() throws {
    let color = LabColor()
    try color.setValidatedValue(100, forKey: "l")
    try color.setValidatedValue(0, forKey: "l")
    #expect(color.lComponent == 0)
  }
}

/// Describes values the way key-value coding errors quote them.
enum KeyValueCodingErrorTestSupport {
  static func describe(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if let string = value as? String { return String(reflecting: string) }
    return String(describing: value)
  }
}

@Suite struct LabColorGraphTests {
  @Test func theDeclaredGraphIsTheOneOfTheDesign() {
    let graph = LabColor.declaredDependencies.map {
      "\($0.key) ← \($0.dependencies.joined(separator: ", "))"
    }
    #expect(
      graph == [
        "lComponent ← ", "aComponent ← ", "bComponent ← ",
        "x ← lComponent, aComponent", "y ← lComponent", "z ← lComponent, bComponent",
        "red ← x, y, z", "green ← x, y, z", "blue ← x, y, z",
        "hex ← red, green, blue", "inGamut ← red, green, blue",
      ])
  }
}
