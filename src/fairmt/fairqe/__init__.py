"""FairQE: bias-aware quality estimation (cue detection, variants, dual-stream QE, aggregation)."""
