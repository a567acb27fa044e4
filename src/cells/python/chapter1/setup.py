from __future__ import annotations
from collections import deque, OrderedDict
from dataclasses import dataclass, field
from typing import Callable, Deque, Dict, List, Optional, Tuple
import json
import time

print("Imports OK : dataclasses, collections, json (memoire paginee pure Python, sans API).")
