import KeyValueObserving
import LabColor
import Testing

@Suite struct LabColorComponentTests {
  @Test func theRuleIsTheOneKeyValueCodingValidatesWith() throws {
    #expect(try LabColor.Component.l.validate(0) == 0)
    #expect(try LabColor.Component.l.validate(100) == 100)
    #expect(try LabColor.Component.a.validate(-1e300) == -1e300)
    #expect(throws: ValidationError("L* must be between 0 and 100 (got 100.5)")) {
      try LabColor.Component.l.validate(100.5)
    }
    #expect(throws: ValidationError("not a finite number")) {
      try LabColor.Component.b.validate(.infinity)
    }
    #expect(throws: ValidationError("not a finite number")) {
      try LabColor.Component.a.validate(.nan)
    }
    // The same reasons through key-value coding.
    let color = LabColor()
    #expect(
      throws: KeyValueCodingError.invalidValue(
        key: "l", value: "100.5", reason: "L* must be between 0 and 100 (got 100.5)")
    ) { try color.setValidatedValue(100.5, forKey: "l") }
  }

  @Test func percentagesAreOfTheCSSScale() throws {
    // CSS Color 4: in lab(), 100% is 100 for L* and 125 for a* and b*.
    #expect(LabColor.Component.l.percentScale == 100)
    #expect(LabColor.Component.a.percentScale == 125)
    let color = LabColor()
    try color.setValidatedValue("-40%", forKey: "b")
    #expect(color.bComponent == -50)
    #expect(try LabColor.Component.a.validate(percentage: 16) == 20)
    #expect(try LabColor.Component.l.validate(percentage: 100) == 100)
    // A percentage out of range is reported as the percentage given, not the value it
    // stands for, directly and through key-value coding.
    #expect(throws: ValidationError("L* must be between 0 and 100 (got 101%)")) {
      try LabColor.Component.l.validate(percentage: 101)
    }
    #expect(throws: ValidationError("L* must be between 0 and 100 (got -0.5%)")) {
      try LabColor.Component.l.validate(percentage: -0.5)
    }
    #expect(throws: ValidationError("not a finite number")) {
      try LabColor.Component.b.validate(percentage: .infinity)
    }
    #expect(
      throws: KeyValueCodingError.invalidValue(
        key: "l", value: #""101.0%""#, reason: "L* must be between 0 and 100 (got 101%)")
    ) { try color.setValidatedValue("101.0%", forKey: "l") }
  }

  @Test func aPercentageGivesTheValueItNames() throws {
    // CSS Color 4: 57% of L* is 57 and 100.5% of a* is 125.625 (100.5 × 1.25), as
    // lab(57% 100.5% 0) reads; percent / 100 × scale gave 56.99999999999999 and
    // 125.62499999999999.
    #expect(LabColor.Component.l.value(ofPercentage: 57) == 57)
    #expect(LabColor.Component.a.value(ofPercentage: 100.5) == 125.625)
    #expect(try LabColor.Component.l.validate(percentage: 29) == 29)
    let color = LabColor()
    try color.setValidatedValue("57%", forKey: "l")
    #expect(color.lComponent == 57)
    try color.setValidatedValue("100.5%", forKey: "a")
    #expect(color.aComponent == 125.625)
    try color.setValidatedValue("-0.7%", forKey: "b")
    #expect(color.bComponent == -0.875)
  }

  @Test func aPercentageMayHaveTheSpacesANumberMay() throws {
    // " 50 " is 50, as Double's coercion reads it; " 50% " was refused as not a number.
    let color = LabColor()
    try color.setValidatedValue(" 40% ", forKey: "l")
    #expect(color.lComponent == 40)
    try color.setValidatedValue("\t-40%\n", forKey: "b")
    #expect(color.bComponent == -50)
    try color.setValidatedValue(Substring("16%"), forKey: "a")
    #expect(color.aComponent == 20)
    #expect(
      throws: KeyValueCodingError.invalidValue(
        key: "l", value: #"" 101% ""#, reason: "L* must be between 0 and 100 (got 101%)")
    ) { try color.setValidatedValue(" 101% ", forKey: "l") }
    #expect(
      throws: KeyValueCodingError.invalidValue(key: "l", value: #"" % ""#, reason: "not a number")
    ) { try color.setValidatedValue(" % ", forKey: "l") }
  }

  @Test func theSubscriptReadsAndSetsThePropertiesAndNotifies() {
    let color = LabColor(l: 10, a: 20, b: 30)
    #expect(color[component: .l] == 10)
    #expect(color[component: .a] == 20)
    #expect(color[component: .b] == 30)
    var notified: [String] = []
    let token = color.observe(\.hex) { _, _ in notified.append("hex") }
    color[component: .a] = -5
    #expect(color.aComponent == -5)
    #expect(notified == ["hex"])
    withExtendedLifetime(token) {}
  }

  @Test func namesAndSymbols() {
    #expect(LabColor.Component.allCases.map(\.name) == LabColor.componentKeys)
    #expect(LabColor.Component.allCases.map(\.symbol) == ["L*", "a*", "b*"])
    #expect(LabColor.Component.allCases.map(\.key) == [.lComponent, .aComponent, .bComponent])
  }
}
