import Testing

@testable import LabcolorCommands

@Suite struct SliderModeTests {
  @Test func eachModeHasThreeChannelsStartingWithLightness() {
    for mode in SliderMode.allCases {
      #expect(mode.channels.count == 3)
      #expect(mode.channels.first == .lightness)
      #expect(mode.toggled.toggled == mode)
    }
    #expect(SliderMode.lab.name == "Lab")
    #expect(SliderMode.lch.name == "LCh")
  }
}
