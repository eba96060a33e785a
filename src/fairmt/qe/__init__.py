"""Quality-estimation backbones: (source, translation) -> score, normalised to [0, 1].

``load_backbone(name, **options)`` builds one from explicit options (``device``,
``checkpoint``, ``batch_size`` and the backbone's own); its ``.score(pairs)`` returns a
:class:`QEScore` (normalised ``score`` and native ``raw``) per pair, in input order.
"""

from fairmt.qe.base import (
    QE_BACKBONES,
    QEBackbone,
    QEScore,
    backbone_options,
    get_backbone,
    load_backbone,
)

__all__ = ["QE_BACKBONES", "QEBackbone", "QEScore", "backbone_options", "get_backbone", "load_backbone"]
