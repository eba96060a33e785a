"""Benchmarks of QE backbones: the gender-fairness settings (:mod:`fairmt.bench.fairness`)."""
