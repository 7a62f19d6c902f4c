import LabColor
import Testing

@testable import LabcolorCommands

/// Distances from an independent implementation of Sharma, Wu and Dalal's CIEDE2000 with
/// CSS Color 4's sRGB → Lab conversion.
@Suite struct NamedColorMatchTests {
  @Test func theNearestNameToLab50_20_0IsRosybrown() {
    let match = NamedColorMatch.nearest(to: Lab(l: 50, a: 20, b: 0), white: .d65)
    #expect(match.color.name == "rosybrown")
    #expect(abs(match.difference - 13.5458) < 1e-3)
  }

  @Test func aNamedColorMatchesItselfAtZero() {
    let rebeccapurple = Lab(SRGB(RGB8(red: 0x66, green: 0x33, blue: 0x99)), white: .d50)
    let match = NamedColorMatch.nearest(to: rebeccapurple, white: .d50)
    #expect(match.color.name == "rebeccapurple")
    #expect(match.difference < 1e-9)
  }

  @Test func synonymsGoToTheFirstName() {
    let match = NamedColorMatch.nearest(
      to: Lab(SRGB(RGB8(red: 128, green: 128, blue: 128)), white: .d65), white: .d65)
    #expect(match.color.name == "gray")
  }
}
