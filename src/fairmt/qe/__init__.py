"""Quality-estimation backbones: (source, translation) -> score, normalised to [0, 1]."""

from fairmt.qe.base import QE_BACKBONES, QEBackbone, QEScore, get_backbone

__all__ = ["QE_BACKBONES", "QEBackbone", "QEScore", "get_backbone"]
