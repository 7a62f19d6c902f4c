import LabColor
import Testing

@Suite("PerceivedDifference")
struct PerceivedDifferenceTests {
  @Test func bandsStartAtTheirLowerBound() {
    #expect(PerceivedDifference(deltaE2000: 0) == .notPerceptible)
    #expect(PerceivedDifference(deltaE2000: 1.0.nextDown) == .notPerceptible)
    #expect(PerceivedDifference(deltaE2000: 1) == .perceptibleOnCloseLook)
    #expect(PerceivedDifference(deltaE2000: 2.0.nextDown) == .perceptibleOnCloseLook)
    #expect(PerceivedDifference(deltaE2000: 2) == .perceptibleAtAGlance)
    #expect(PerceivedDifference(deltaE2000: 10.0.nextDown) == .perceptibleAtAGlance)
    #expect(PerceivedDifference(deltaE2000: 10) == .moreSimilarThanOpposite)
    #expect(PerceivedDifference(deltaE2000: 50.0.nextDown) == .moreSimilarThanOpposite)
    #expect(PerceivedDifference(deltaE2000: 50) == .moreOppositeThanSimilar)
    #expect(PerceivedDifference(deltaE2000: 100) == .moreOppositeThanSimilar)
    #expect(PerceivedDifference(deltaE2000: .nan) == .moreOppositeThanSimilar)
  }

  @Test func sharmaPairsReadAsTheirBands() {
    // Sharma, Wu and Dalal pair 1 (2.0425), pair 4 (1.0000) and pair 33 (0.6377).
    #expect(
      PerceivedDifference(
        deltaE2000: ColorDifference.deltaE2000(
          Lab(l: 50, a: 2.6772, b: -79.7751), Lab(l: 50, a: 0, b: -82.7485)))
        == .perceptibleAtAGlance)
    #expect(
      PerceivedDifference(
        deltaE2000: ColorDifference.deltaE2000(
          Lab(l: 6.7747, a: -0.2908, b: -2.4247), Lab(l: 5.8714, a: -0.0985, b: -2.2286)))
        == .notPerceptible)
  }

  @Test func descriptionsAreWords() {
    #expect(
      PerceivedDifference.allCases.map(\.description) == [
        "not perceptible by the human eye", "perceptible through close observation",
        "perceptible at a glance", "more similar than opposite", "more opposite than similar",
      ])
  }
}
