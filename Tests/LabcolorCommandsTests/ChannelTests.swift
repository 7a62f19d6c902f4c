import KeyValueObserving
import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ChannelTests {
  @Test func valuesOfLabAndItsPolarForm() {
    let lab = Lab(l: 50, a: 0, b: -20)
    #expect(Channel.lightness.value(of: lab, heldHue: 0) == 50)
    #expect(Channel.a.value(of: lab, heldHue: 0) == 0)
    #expect(Channel.b.value(of: lab, heldHue: 0) == -20)
    #expect(Channel.chroma.value(of: lab, heldHue: 0) == 20)
    #expect(Channel.hue.value(of: lab, heldHue: 0) == 270)
  }

  @Test func aGrayHasTheHeldHue() {
    #expect(Channel.hue.value(of: Lab(l: 50, a: 0, b: 0), heldHue: 123) == 123)
    #expect(
      Channel.chroma.setting(10, in: Lab(l: 50, a: 0, b: 0), heldHue: 90)
        == Lab(l: 50, a: 0, b: 10))
  }

  @Test func settingKeepsTheOtherChannelsOfTheMode() {
    let lab = Lab(l: 50, a: 20, b: 0)
    #expect(Channel.lightness.setting(60, in: lab, heldHue: 0) == Lab(l: 60, a: 20, b: 0))
    #expect(Channel.a.setting(-5, in: lab, heldHue: 0) == Lab(l: 50, a: -5, b: 0))
    #expect(Channel.b.setting(7, in: lab, heldHue: 0) == Lab(l: 50, a: 20, b: 7))
    #expect(Channel.chroma.setting(30, in: lab, heldHue: 0) == Lab(l: 50, a: 30, b: 0))
    #expect(Channel.hue.setting(180, in: lab, heldHue: 0) == Lab(l: 50, a: -20, b: 0))
  }

  @Test func stepsAreRoundedAndBounded() {
    #expect(Channel.a.stepped(50.2, by: 0.1) == 50.3)
    #expect(Channel.a.stepped(-0.1, by: 0.1) == 0)
    #expect(Channel.lightness.stepped(95, by: 10) == 100)
    #expect(Channel.lightness.stepped(5, by: -10) == 0)
    #expect(Channel.chroma.stepped(0.5, by: -1) == 0)
    #expect(Channel.hue.stepped(359.5, by: 1) == 0.5)
    #expect(Channel.hue.stepped(0, by: -10) == 350)
    #expect(Channel.b.stepped(-200, by: -10) == -210)  // a* and b* are unbounded
  }

  @Test func hueWrapping() {
    #expect(Channel.wrappedHue(360) == 0)
    #expect(Channel.wrappedHue(-90) == 270)
    #expect(Channel.wrappedHue(725) == 5)
    #expect(Channel.wrappedHue(-1e-20) == 0)
  }

  @Test func theEntryValidatorOfChromaAndHue() throws {
    #expect(try Channel.chroma.entryValidator.validate("30") == 30)
    #expect(try Channel.chroma.entryValidator.validate("50%") == 75)  // of 150, as CSS lch()
    #expect(try Channel.hue.entryValidator.validate("-90") == 270)
    #expect(throws: ValidationError("C* must be 0 or more (got -1)")) {
      try Channel.chroma.entryValidator.validate("-1")
    }
    #expect(throws: ValidationError.self) { try Channel.hue.entryValidator.validate("x") }
    #expect(throws: ValidationError.self) {
      try Channel.hue.entryValidator.validate(Double.infinity)
    }
  }

  @Test func componentsAndModes() {
    #expect(Channel.lightness.component == .l)
    #expect(Channel.b.component == .b)
    #expect(Channel.chroma.component == nil)
    #expect(SliderMode.lab.channels == [.lightness, .a, .b])
    #expect(SliderMode.lch.channels == [.lightness, .chroma, .hue])
    #expect(SliderMode.lab.toggled == .lch)
  }
}
